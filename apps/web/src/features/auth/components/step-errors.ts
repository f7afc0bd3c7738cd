import { isApiError } from '../../../lib/api-error'

/** What a failed step says: the server's Russian message, or a general one when the server could not answer. */
export const stepError = (error: unknown) =>
  isApiError(error) && error.status < 500 ? error.message : 'Не удалось войти. Повторите попытку позднее'

/** The pending sign-in ended (expired, or used): only the password can start a new one. */
export const isExpired = (error: unknown) => isApiError(error) && error.reason === 'SecondFactorSignInExpired'
