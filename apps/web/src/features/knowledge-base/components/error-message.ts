import { isApiError } from '../../../lib/api-error'

/** The server's Russian message for a failed authoring call, or the generic one. */
export const errorMessageOf = (error: unknown): string | null =>
  error ? (isApiError(error) ? error.message : 'Общая ошибка') : null
