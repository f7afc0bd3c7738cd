import { errorHttpStatus, errorMessages, type ErrorCode } from '@psp/contracts'

/** A failure the API reports with a catalogue code (SPEC §8). Thrown from services, mapped by the error handler. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? errorMessages[code])
    this.status = errorHttpStatus[code]
  }
}

export const notFound = (code: ErrorCode = 'NotFound', message?: string) => new AppError(code, message)
export const forbidden = (message?: string) => new AppError('Forbidden', message)
export const validation = (message: string, fields?: Record<string, string>) =>
  new AppError('ValidationError', message, fields)
