import { z } from 'zod'

/** The error catalogue of SPEC §8. Every API error body carries one of these codes. */
export const errorCodes = [
  'GeneralError',
  'SdGeneralError',
  'NotFound',
  'Forbidden',
  'MethodNotAllowed',
  'ArticleNotFound',
  'FailedToGetApplicationFromSd',
  'FailedToGetApplicationsFromSd',
  'OrganizationNotFound',
  'OrganizationUserAlreadyExists',
  'InappropriateStatus',
  'ApplicationNotFound',
  'FailedToUpdateView',
  'FailedToCreateView',
  'FailedToGetArticlesReports',
  'FailedToGetDataFromSd',
  'FailedToUploadFiles',
  'FailedToUploadFilesToSd',
  'UserIsExpelledFromOrganization',
  // Codes the portal adds for conditions SPEC's catalogue has no entry for.
  'Unauthorized',
  'InvalidCredentials',
  'TooManyRequests',
  'ValidationError',
  'CsrfHeaderMissing',
  'PayloadTooLarge',
  'FileNotFound',
] as const

export type ErrorCode = (typeof errorCodes)[number]
export const errorCodeSchema = z.enum(errorCodes)

/** The one HTTP status each code is answered with. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  GeneralError: 500,
  SdGeneralError: 502,
  NotFound: 404,
  Forbidden: 403,
  MethodNotAllowed: 405,
  ArticleNotFound: 404,
  FailedToGetApplicationFromSd: 502,
  FailedToGetApplicationsFromSd: 502,
  OrganizationNotFound: 404,
  OrganizationUserAlreadyExists: 409,
  InappropriateStatus: 409,
  ApplicationNotFound: 404,
  FailedToUpdateView: 500,
  FailedToCreateView: 500,
  FailedToGetArticlesReports: 500,
  FailedToGetDataFromSd: 502,
  FailedToUploadFiles: 400,
  FailedToUploadFilesToSd: 502,
  UserIsExpelledFromOrganization: 403,
  Unauthorized: 401,
  InvalidCredentials: 401,
  TooManyRequests: 429,
  ValidationError: 400,
  CsrfHeaderMissing: 403,
  PayloadTooLarge: 413,
  FileNotFound: 404,
}

/** Default Russian message per code, used when the server has nothing more specific to say. */
export const errorMessages: Record<ErrorCode, string> = {
  GeneralError: 'Общая ошибка',
  SdGeneralError: 'Ошибка сервиса поддержки',
  NotFound: 'Не найдено',
  Forbidden: 'Доступ запрещен',
  MethodNotAllowed: 'Действие недоступно',
  ArticleNotFound: 'Статья не найдена',
  FailedToGetApplicationFromSd: 'Не удалось получить заявку',
  FailedToGetApplicationsFromSd: 'Не удалось получить список заявок',
  OrganizationNotFound: 'Организация не найдена',
  OrganizationUserAlreadyExists: 'Пользователь уже состоит в организации',
  InappropriateStatus: 'Действие недоступно в текущем статусе',
  ApplicationNotFound: 'Заявка не найдена',
  FailedToUpdateView: 'Не удалось сохранить представление',
  FailedToCreateView: 'Не удалось создать представление',
  FailedToGetArticlesReports: 'Не удалось сформировать отчет',
  FailedToGetDataFromSd: 'Не удалось получить данные',
  FailedToUploadFiles: 'Не удалось загрузить файлы',
  FailedToUploadFilesToSd: 'Не удалось передать файлы в сервис поддержки',
  UserIsExpelledFromOrganization: 'Пользователь исключен из организации',
  Unauthorized: 'Требуется вход в систему',
  InvalidCredentials: 'Неверный адрес электронной почты/имя пользователя или пароль',
  TooManyRequests: 'Слишком много попыток. Повторите позднее',
  ValidationError: 'Некорректные данные запроса',
  CsrfHeaderMissing: 'Запрос отклонен',
  PayloadTooLarge: 'Превышен допустимый размер запроса',
  FileNotFound: 'Файл не найден',
}

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  /** Field-level details for ValidationError: path -> message. */
  fields: z.record(z.string(), z.string()).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value)
