import pg from 'pg'

/** Whether PostgreSQL refused a query (the error, or one of the errors it was caused by, is the server's answer). */
export function isQueryError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  return error instanceof pg.DatabaseError || isQueryError((error as { cause?: unknown }).cause, depth + 1)
}
