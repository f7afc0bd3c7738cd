/**
 * Tells a database that cannot be reached from a query that failed: the first is answered 503 with Retry-After (the
 * same call will work once PostgreSQL is back), the second stays a 500 worth a look in the log.
 */

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown, 57P02 crash_shutdown (another
 * backend crashed, or the postmaster died), 57P03 cannot_connect_now (starting up, in recovery), 53300
 * too_many_connections (a failover's new primary before the old clients are gone). Class 08 is connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

/** What `pg` and `pg-pool` throw, without a code, when the connection ends, times out or is unusable. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /terminating connection due to/,
  /the database system is (starting up|shutting down|in recovery mode)/,
]

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

function isUnavailableItself(error: ErrorLike) {
  const code = typeof error.code === 'string' ? error.code : ''
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true
  const message = typeof error.message === 'string' ? error.message : ''
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * True when the error, or an error it wraps (drizzle puts the driver's error in `cause`; a connection to `localhost`
 * tried on IPv4 and IPv6 fails with an AggregateError), says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const e = error as ErrorLike
  if (isUnavailableItself(e)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1)
}

/** Seconds a client is asked to wait before repeating a call the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** The driver's own code and message under any wrapping, for one short log line per failed call. */
export function databaseErrorSummary(error: unknown): { code?: string; message: string } {
  let inner = error as ErrorLike | undefined
  for (let depth = 0; inner?.cause && typeof inner.cause === 'object' && depth < 5; depth++) {
    inner = inner.cause as ErrorLike
  }
  return {
    code: typeof inner?.code === 'string' ? inner.code : undefined,
    message: typeof inner?.message === 'string' ? inner.message : String(error),
  }
}
