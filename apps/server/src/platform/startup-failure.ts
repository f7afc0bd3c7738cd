import { ConfigError } from '../config'
import { EmbeddedDatabaseError } from '../db/embedded'
import { StartupRefusedError } from '../seed/demo-guard'
import { databaseErrorSummary, isDatabaseUnavailable } from './database-errors'

/** Failures whose message already says what failed and what to do. */
const explained = [ConfigError, StartupRefusedError, EmbeddedDatabaseError]

/**
 * What an operator reads when the server does not start: what failed and what to do, never a bare `undefined`
 * (a library may reject with nothing at all).
 */
export function describeStartupFailure(error: unknown): string {
  if (explained.some((kind) => error instanceof kind)) return (error as Error).message
  if (isDatabaseUnavailable(error)) {
    const { code, message } = databaseErrorSummary(error)
    return (
      `The server did not start: the database cannot be reached (${code ? `${code}: ` : ''}${message}).\n` +
      'With DATABASE_URL, check the address and that PostgreSQL accepts connections; without it, the lines above ' +
      'show why the embedded PostgreSQL did not answer. Then start again.'
    )
  }
  if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') {
    return `The server did not start: ${(error as Error).message}. Stop the program that uses the port, or set PORT.`
  }
  if (error instanceof Error) return `The server did not start: ${error.stack ?? error.message}`
  return `The server did not start, and the failure carried no details (${String(error)}). Run with LOG_LEVEL=debug to see the embedded PostgreSQL's output.`
}
