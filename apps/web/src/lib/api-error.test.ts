import { describe, expect, it } from 'vitest'
import { ApiError, errorFromResponse, isApiError } from './api-error'

describe('errorFromResponse (SPEC §8)', () => {
  it('answers GeneralError for a failure without a body', () => {
    const error = errorFromResponse(500, null)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'GeneralError', message: 'Общая ошибка', status: 500 })
  })

  it("answers the call's own code for a failure without a body", () => {
    expect(errorFromResponse(502, null, 'SdGeneralError').code).toBe('SdGeneralError')
    expect(errorFromResponse(500, null, 'FailedToGetApplicationsFromSd')).toMatchObject({
      code: 'FailedToGetApplicationsFromSd',
      message: 'Не удалось получить список заявок',
    })
    expect(errorFromResponse(0, null, 'FailedToGetDataFromSd').code).toBe('FailedToGetDataFromSd')
  })

  it.each([
    [404, 'NotFound', 'Не найдено'],
    [403, 'Forbidden', 'Доступ запрещен'],
    [405, 'MethodNotAllowed', 'Действие недоступно'],
  ] as const)('maps a bare %i to %s whatever the fallback', (status, code, message) => {
    expect(errorFromResponse(status, null)).toMatchObject({ code, message, status })
    expect(errorFromResponse(status, null, 'SdGeneralError').code).toBe(code)
  })

  it('passes a server body through, with its reason and fields', () => {
    const error = errorFromResponse(401, {
      code: 'GeneralError',
      message: 'Неверный адрес электронной почты/имя пользователя или пароль',
      reason: 'InvalidCredentials',
    })
    expect(error).toMatchObject({
      code: 'GeneralError',
      message: 'Неверный адрес электронной почты/имя пользователя или пароль',
      reason: 'InvalidCredentials',
      status: 401,
    })
    const invalid = errorFromResponse(400, {
      code: 'FailedToUploadFiles',
      message: 'недопустимый формат файла',
      fields: { file: 'Формат' },
    })
    expect(invalid).toMatchObject({ code: 'FailedToUploadFiles', fields: { file: 'Формат' }, status: 400 })
    // A server body wins over the status mapping.
    expect(errorFromResponse(404, { code: 'ArticleNotFound', message: 'Статья не найдена' }).code).toBe(
      'ArticleNotFound',
    )
  })

  it("uses the catalogue's message when the body names a code without one", () => {
    expect(errorFromResponse(404, { code: 'OrganizationNotFound' })).toMatchObject({
      code: 'OrganizationNotFound',
      message: 'Организация не найдена',
    })
  })

  it('treats a body without a catalogue code as no body', () => {
    expect(errorFromResponse(500, { code: 'SomethingElse', message: 'x' }, 'SdGeneralError')).toMatchObject({
      code: 'SdGeneralError',
      message: 'Ошибка сервиса поддержки',
    })
    expect(errorFromResponse(404, 'error').code).toBe('NotFound')
  })

  it('recognises its errors', () => {
    expect(isApiError(errorFromResponse(500, null))).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
  })
})
