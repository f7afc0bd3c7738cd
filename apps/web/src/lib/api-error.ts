// The zod-free module: the login page's first download must not carry the schema library.
import { errorMessages, isErrorCode, type ErrorCode } from '@psp/contracts/errors'

/** A failed API call, always with a catalogue code (SPEC §8) and a Russian message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** The server's finer reason (e.g. InvalidCredentials), when it gave one. */
    readonly reason?: string,
  ) {
    super(message)
  }
}

/**
 * SPEC §8 for answers without a usable body: 404 NotFound, 403 Forbidden, 405 MethodNotAllowed, and otherwise the
 * call's own fallback code (SdGeneralError for order actions, FailedToGetApplicationsFromSd for order lists…).
 */
export function errorFromResponse(status: number, body: unknown, fallback: ErrorCode = 'GeneralError'): ApiError {
  if (body && typeof body === 'object' && 'code' in body && isErrorCode((body as { code: unknown }).code)) {
    const b = body as { code: ErrorCode; message?: unknown; fields?: Record<string, string>; reason?: string }
    const message = typeof b.message === 'string' ? b.message : errorMessages[b.code]
    return new ApiError(b.code, message, status, b.fields, b.reason)
  }
  const code: ErrorCode =
    status === 404 ? 'NotFound' : status === 403 ? 'Forbidden' : status === 405 ? 'MethodNotAllowed' : fallback
  return new ApiError(code, errorMessages[code], status)
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
