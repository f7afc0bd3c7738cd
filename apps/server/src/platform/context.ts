import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Clock } from './clock'
import type { FileStorage } from './storage/file-storage'

/** What every service needs from the outside world, built once in app.ts and passed down explicitly. */
export interface AppContext {
  config: Config
  db: Database
  storage: FileStorage
  clock: Clock
}

/** The signed-in user a request acts for. Services take it first and check access before anything else. */
export interface Actor {
  userId: string
  role: 'Regular' | 'Admin'
  sessionId: string
  organizationId: string | null
  /** False while a current user agreement exists that the user has not accepted (the agreement gate refuses then). */
  agreementAccepted: boolean
}
