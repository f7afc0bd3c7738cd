import { createHash } from 'node:crypto'

/**
 * The answer of `GET /api/user/alerts/unread` for one user, serialized once: every page's bell asks for it, and it
 * changes only when an alert of the user (or a notification) is added, changed, read or reaches its publication or
 * expiration time.
 */
export interface UnreadAnswer {
  /** The JSON body, exactly as the response schema would write it. */
  body: string
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string
  /** The clock's time (ms) at which an alert of the user appears or expires: the answer is stale from then on. */
  validUntil: number
}

export function unreadAnswer(value: unknown, validUntil: number): UnreadAnswer {
  const body = JSON.stringify(value)
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, validUntil }
}
