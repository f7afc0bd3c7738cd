/**
 * The error catalogue of SPEC §8: every API error body's `code` is one of these. Kept free of zod so the web app's
 * first download (the login page) does not carry the schema library; the schemas are in error-schemas.ts.
 */
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
] as const
export type ErrorCode = (typeof errorCodes)[number]

interface ProblemSpec {
  code: ErrorCode
  status: number
  message: string
}
const p = (code: ErrorCode, status: number, message: string): ProblemSpec => ({ code, status, message })

/**
 * Every failure the server reports: the catalogue codes themselves, plus finer reasons SPEC's catalogue has no
 * entry for. A reason is answered with its catalogue `code` and named in the body's `reason`, so clients that
 * know only the catalogue still understand it.
 */
export const problems = {
  GeneralError: p('GeneralError', 500, 'Общая ошибка'),
  SdGeneralError: p('SdGeneralError', 502, 'Ошибка сервиса поддержки'),
  NotFound: p('NotFound', 404, 'Не найдено'),
  Forbidden: p('Forbidden', 403, 'Доступ запрещен'),
  MethodNotAllowed: p('MethodNotAllowed', 405, 'Действие недоступно'),
  ArticleNotFound: p('ArticleNotFound', 404, 'Статья не найдена'),
  FailedToGetApplicationFromSd: p('FailedToGetApplicationFromSd', 502, 'Не удалось получить заявку'),
  FailedToGetApplicationsFromSd: p('FailedToGetApplicationsFromSd', 502, 'Не удалось получить список заявок'),
  OrganizationNotFound: p('OrganizationNotFound', 404, 'Организация не найдена'),
  OrganizationUserAlreadyExists: p('OrganizationUserAlreadyExists', 409, 'Пользователь уже состоит в организации'),
  InappropriateStatus: p('InappropriateStatus', 409, 'Действие недоступно в текущем статусе'),
  ApplicationNotFound: p('ApplicationNotFound', 404, 'Заявка не найдена'),
  FailedToUpdateView: p('FailedToUpdateView', 500, 'Не удалось сохранить представление'),
  FailedToCreateView: p('FailedToCreateView', 500, 'Не удалось создать представление'),
  FailedToGetArticlesReports: p('FailedToGetArticlesReports', 500, 'Не удалось сформировать отчет'),
  FailedToGetDataFromSd: p('FailedToGetDataFromSd', 502, 'Не удалось получить данные'),
  FailedToUploadFiles: p('FailedToUploadFiles', 400, 'Не удалось загрузить файлы'),
  FailedToUploadFilesToSd: p('FailedToUploadFilesToSd', 502, 'Не удалось передать файлы в сервис поддержки'),
  UserIsExpelledFromOrganization: p('UserIsExpelledFromOrganization', 403, 'Пользователь исключен из организации'),
  // Finer reasons, each answered with a catalogue code.
  Unauthorized: p('GeneralError', 401, 'Требуется вход в систему'),
  InvalidCredentials: p('GeneralError', 401, 'Неверный адрес электронной почты/имя пользователя или пароль'),
  TooManyRequests: p('GeneralError', 429, 'Слишком много попыток. Повторите позднее'),
  ValidationError: p('GeneralError', 400, 'Некорректные данные запроса'),
  PayloadTooLarge: p('GeneralError', 413, 'Превышен допустимый размер запроса'),
  // The database is unreachable (stopped, restarting, failing over): the call may be repeated shortly.
  DatabaseUnavailable: p('GeneralError', 503, 'Сервис временно недоступен. Повторите позднее'),
  CsrfHeaderMissing: p('Forbidden', 403, 'Запрос отклонен'),
  AgreementNotAccepted: p('Forbidden', 403, 'Примите пользовательское соглашение'),
  // Personal API tokens (ADR 0031).
  ApiTokenInvalid: p('GeneralError', 401, 'Токен API недействителен, отозван или истек'),
  ApiTokenScopeMissing: p('Forbidden', 403, 'Токен API не дает доступа к этому вызову'),
  ApiTokenNotAllowed: p('Forbidden', 403, 'Этот вызов недоступен с токеном API'),
  ApiTokensLimit: p('InappropriateStatus', 409, 'Создано максимальное количество токенов API'),
  ApiTokenNotFound: p('NotFound', 404, 'Токен API не найден'),
  FileNotFound: p('NotFound', 404, 'Файл не найден'),
  FileTooLarge: p('FailedToUploadFiles', 413, 'Превышен допустимый размер файла'),
  FileTypeNotAllowed: p('FailedToUploadFiles', 400, 'недопустимый формат файла'),
  TooManyFiles: p('FailedToUploadFiles', 400, 'превышен допустимый лимит по количеству загружаемых файлов'),
  LastOrganizationAdmin: p(
    'InappropriateStatus',
    409,
    'Нельзя исключить или лишить роли единственного администратора организации',
  ),
  MembershipNotPending: p('InappropriateStatus', 409, 'Заявка на присоединение уже рассмотрена'),
  JoinRequestPending: p(
    'InappropriateStatus',
    409,
    'Заявка на присоединение к организации уже отправлена и ожидает рассмотрения',
  ),
  OrganizationNotAccepted: p('InappropriateStatus', 409, 'Организация еще не подтверждена'),
  KbSystemNotEmpty: p('InappropriateStatus', 409, 'Нельзя удалить систему, в которой есть сервисы'),
  KbServiceNotEmpty: p('InappropriateStatus', 409, 'Нельзя удалить сервис, в котором есть статьи'),
  EmailAlreadyRegistered: p(
    'OrganizationUserAlreadyExists',
    409,
    'Пользователь с таким адресом электронной почты уже зарегистрирован',
  ),
  PasswordLinkInvalid: p('NotFound', 404, 'Ссылка недействительна или уже использована'),
  PasswordLinkExpired: p('InappropriateStatus', 409, 'Срок действия ссылки истек'),
  // The one-click links of the e-mails about applications: the page explains each case.
  EmailLinkInvalid: p('NotFound', 404, 'Ссылка недействительна'),
  EmailLinkUsed: p('InappropriateStatus', 409, 'Ссылка уже использована'),
  EmailLinkExpired: p('InappropriateStatus', 409, 'Срок действия ссылки истек'),
  CannotBlockSelf: p('InappropriateStatus', 409, 'Нельзя заблокировать собственную учетную запись'),
  KbServiceNotInSystem: p('GeneralError', 400, 'Сервис не относится к выбранной системе'),
  ReportPatternsLimit: p('FailedToCreateView', 409, 'Сохранено максимальное количество отчетов'),
  ReportNameTaken: p('FailedToCreateView', 409, 'Отчет с таким названием уже есть'),
  ReportPatternNotFound: p('NotFound', 404, 'Отчет не найден'),
  ApplicationViewsLimit: p('FailedToCreateView', 409, 'Сохранено максимальное количество представлений'),
  ApplicationViewNameTaken: p('FailedToCreateView', 409, 'Представление с таким названием уже есть'),
  ApplicationViewRenameTaken: p('FailedToUpdateView', 409, 'Представление с таким названием уже есть'),
  ApplicationViewNotFound: p('NotFound', 404, 'Представление не найдено'),
  // The second factor (ADR 0029). A wrong code is a 400, not a 401: the profile's calls must not end the session.
  SecondFactorCodeInvalid: p('GeneralError', 400, 'Неверный код. Введите код из приложения или резервный код'),
  SecondFactorCodeUsed: p('InappropriateStatus', 409, 'Этот код уже использован. Дождитесь нового кода в приложении'),
  SecondFactorSignInExpired: p('GeneralError', 401, 'Время на ввод кода истекло. Войдите заново'),
  SecondFactorAlreadyEnabled: p('InappropriateStatus', 409, 'Двухфакторная аутентификация уже включена'),
  SecondFactorNotEnabled: p('InappropriateStatus', 409, 'Двухфакторная аутентификация не включена'),
  SecondFactorSetupMissing: p('InappropriateStatus', 409, 'Настройка не начата или устарела. Начните ее заново'),
  SecondFactorRequired: p('Forbidden', 403, 'Для администраторов портала двухфакторная аутентификация обязательна'),
  SecondFactorUnavailable: p('GeneralError', 503, 'Двухфакторная аутентификация не настроена на сервере'),
} satisfies Record<string, ProblemSpec>

export type Problem = keyof typeof problems
export const problemNames = Object.keys(problems) as Problem[]

/** Default Russian message per catalogue code, used by the client for calls that fail without a body. */
export const errorMessages: Record<ErrorCode, string> = Object.fromEntries(
  errorCodes.map((c) => [c, problems[c].message]),
) as Record<ErrorCode, string>

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value)
