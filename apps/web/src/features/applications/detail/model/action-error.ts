import { isApiError } from '../../../../lib/api-error'

/**
 * What a refused action tells the user: the server's Russian message (InappropriateStatus says the current status
 * does not allow it; a file refusal names the file rule), or the general one.
 */
export function actionErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Общая ошибка'
  const field = error.fields && Object.values(error.fields)[0]
  return field && error.message === 'Некорректные данные запроса' ? field : error.message
}
