import { DEMO_PASSWORD, type WriteLedger } from './portal-mix'
import { PortalSession } from './portal-session'
import { RequestLog } from './request-log'

export interface WriteCheck {
  applications: number
  files: number
  comments: number
  /** Acknowledged writes the portal no longer has: must be 0. */
  lost: string[]
  /** Writes that could not be looked for (the check's own request failed): neither kept nor lost. */
  unchecked: string[]
}

/**
 * Looks for every acknowledged write through the API, signed in afresh as its author: each filed application must
 * open, with its file when the upload was acknowledged, and each acknowledged comment must be among its comments.
 */
export async function checkWrites(base: string, ledger: WriteLedger): Promise<WriteCheck> {
  const log = new RequestLog()
  const sessions = new Map<string, PortalSession>()
  const sessionOf = async (login: string) => {
    let session = sessions.get(login)
    if (!session) {
      session = new PortalSession(base, log)
      await session.call('sign in', '/api/login', { json: { login, password: DEMO_PASSWORD } })
      sessions.set(login, session)
    }
    return session
  }
  const result: WriteCheck = {
    applications: ledger.applications.length,
    files: ledger.applications.filter((a) => a.withFile).length,
    comments: ledger.comments.length,
    lost: [],
    unchecked: [],
  }
  const commentsOf = new Map<string, string[]>()
  for (const c of ledger.comments) commentsOf.set(c.applicationId, [...(commentsOf.get(c.applicationId) ?? []), c.text])
  // One at a time, so the log's last record is always the answer just read.
  for (const a of ledger.applications) {
    const session = await sessionOf(a.login)
    const answer = await session.call('check', `/api/applications/${a.id}`)
    if (!answer) {
      const last = log.records.at(-1)
      if (last?.status === 404) result.lost.push(`application ${a.id}`)
      else result.unchecked.push(`application ${a.id} (${last?.failure})`)
      continue
    }
    if (a.withFile && !answer.body.files?.length) result.lost.push(`the file of application ${a.id}`)
    const texts = new Set((answer.body.comments ?? []).map((c: { text: string }) => c.text))
    for (const text of commentsOf.get(a.id) ?? []) if (!texts.has(text)) result.lost.push(`comment «${text}»`)
  }
  return result
}
