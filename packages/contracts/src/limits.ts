/** Business constants and limits of SPEC §9, shared by the server and the web app. */
export const API_BASE = '/api'
export const API_TIMEOUT_MS = 180_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const FALLBACK_SESSION_CLEAR_DELAY_MS = 10_000
/** The id of the JSON data block with the portal settings in index.html (see portal-settings.ts). */
export const PORTAL_SETTINGS_ELEMENT_ID = 'portal-settings'
/** The element of a server-rendered page holding the answers it was rendered from (ADR 0023). */
export const SERVER_RENDER_STATE_ELEMENT_ID = 'server-render-state'
/**
 * The cookie in which the browser mirrors the stored values a server-rendered page depends on (ADR 0024), so that the
 * server renders the page as the browser's app will: a JSON object of RENDER_STORAGE_KEYS' raw stored strings.
 */
export const RENDER_STORAGE_COOKIE = 'psp_storage'
export const RENDER_STORAGE_KEYS = ['systemUuid', 'hiddenUnreadAlerts'] as const
/** Past this length the mirror leaves out the hidden alerts: a cookie holds about 4 kB. */
export const RENDER_STORAGE_COOKIE_MAX = 3000
/** The paths of the server-rendered pages (a cookie's path covers the paths below it): the render cookies' paths. */
export const RENDERED_PAGE_COOKIE_PATHS = ['/knowledge-base', '/search'] as const

export const ALERT_PAGE_SIZES = [10, 20, 50, 100] as const
export const REPORT_PAGE_SIZES = [25, 50, 75, 100] as const
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export const GENERATION_MODAL_DELAY_MS = 1000
export const SET_DEFAULT_SPINNER_DELAY_MS = 1000
export const FETCH_DEBOUNCE_MS = 50
export const PHONE_ERROR_DELAY_MS = 100

export const BREAKPOINTS = { xl: 1920, lg: 1280, md: 768, sm: 360 } as const

export const AVATAR_MAX_BYTES = 5_242_880
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const
export const AGREEMENT_MAX_BYTES = 15_728_640
export const AGREEMENT_EXTENSIONS = ['.pdf'] as const

export const UNREAD_BADGE_CAP = 9

/**
 * Text limits the server refuses past (never cut, SPEC §5); the forms show «Превышено количество символов» instead
 * of cutting at them. LIST_SEARCH_MAX: the search boxes and text filters of the employee, organization and user lists.
 */
export const LIST_SEARCH_MAX = 200
export const ORGANIZATION_SHORT_NAME_MAX = 300
export const ORGANIZATION_FULL_NAME_MAX = 1000
export const EMAIL_MAX = 254

export const STORAGE_KEYS = {
  prefillInfo: 'prefillInfo',
  systemUuid: 'systemUuid',
  logout: 'logout',
  doNotSearch: 'doNotSearch',
  hiddenUnreadAlerts: 'hiddenUnreadAlerts',
  showChooseOrganization: 'showChooseOrganization',
  goToMainPage: 'goToMainPage',
  iFramePicActiveIndex: 'iFramePicActiveIndex',
  /** Set to 'yes' after login when the user data carries no organization (SPEC §4 Login). */
  individualUser: 'individualUser',
  /** Set by the technical-problem screen's first refresh (SPEC §2). */
  technicalProblemRefreshed: 'technicalProblemRefreshed',
  /** Set when the terms-of-use dialog is closed (SPEC §4 Terms of use). */
  termsDialogClosed: 'termsDialogClosed',
} as const

export const SORT_LABELS = {
  Asc: 'Сортировать по возрастанию',
  Desc: 'Сортировать по убыванию',
  Reset: 'Сортировать по умолчанию',
} as const
