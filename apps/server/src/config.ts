import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { isTimeZone } from '@psp/contracts/time'

/**
 * Relative paths in settings are read from the repository root, wherever the process started: `npm start` runs the
 * server in `apps/server`, the CLI and the tests elsewhere, and `./data` must be the same directory for all of them.
 */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..')
const pathFromRoot = z.string().transform((value) => path.resolve(REPOSITORY_ROOT, value))

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v))

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Which proxies may name the client's address in `X-Forwarded-For`: off (the peer's own address counts), a number
 * of proxy hops, or a comma list of proxy addresses and CIDR ranges. Never "every proxy": then any client could
 * write its own address and slip past the per-IP limits.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? ''
    if (['', 'off', 'false', 'no', '0'].includes(text.toLowerCase())) return false
    if (/^\d+$/.test(text)) return Number(text)
    const entries = text.split(',').map((e) => e.trim())
    const bad = entries.filter((e) => !isProxyAddress(e))
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected off, a hop count or a comma list of proxy addresses/CIDR ranges, got ${bad.join(', ')}`,
      })
      return z.NEVER
    }
    return entries
  })

/**
 * Where webhooks may go (ADR 0032): a comma list of host names (`hooks.example.ru`), every sub-domain of a domain
 * (`*.example.ru`), IP addresses and CIDR ranges. Empty: no address is allowed, so webhooks cannot be registered.
 */
const webhookAllowedHosts = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean)
    const hostName = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
    const bad = entries.filter((e) => !hostName.test(e) && !isProxyAddress(e))
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected host names, *.domain patterns, IP addresses or CIDR ranges, got ${bad.join(', ')}`,
      })
      return z.NEVER
    }
    return entries
  })
/** Loopback hosts, where an identity provider may speak plain HTTP (tests, local development). */
function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))
}

/** An identity provider's tokens must not cross the network in clear: HTTPS, except on this machine. */
function isSafeIssuer(url: string) {
  const { protocol, hostname } = new URL(url)
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname))
}

/** Every setting of the server, read from the environment. The README's settings table mirrors this list. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: pathFromRoot.prefault('./data'),
    DATABASE_URL: z.url().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DEMO_SEED: bool.optional(),
    SIMULATED_ERRORS: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
    COOKIE_SECURE: bool.optional(),
    TRUST_PROXY: trustProxy,
    /** Lets a client elsewhere than this host read /metrics with `Authorization: Bearer <token>` (loopback needs none). */
    METRICS_TOKEN: z.string().min(16).optional(),
    LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** How often one of the instances deletes expired sessions, forgotten browsers and ended limit windows (0: never). */
    CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
    /** How long the audit log keeps an event (days). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(20_971_520),
    /** Searches one user (or IP) may run per 10 seconds. */
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Spreadsheet exports of the application lists one user may start per minute (each reads a whole list). */
    APPLICATIONS_EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Calls one personal API token may make per minute, counted across every instance (ADR 0031). */
    API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /** Sessions each instance keeps in memory, so most requests skip the session lookup (0: none). */
    SESSION_CACHE_SIZE: z.coerce.number().int().min(0).default(10000),
    /** Articles each instance keeps in memory for reading (0: none). */
    ARTICLE_CACHE_SIZE: z.coerce.number().int().min(0).default(2000),
    /** Users whose unread alerts each instance keeps in memory, ready to send, for the bell of every page (0: none). */
    UNREAD_ALERTS_CACHE_SIZE: z.coerce.number().int().min(0).default(10000),
    /** Users and organizations whose application list totals each instance keeps in memory (0: none). */
    APPLICATION_TOTALS_CACHE_SIZE: z.coerce.number().int().min(0).default(10000),
    /** Rows of the reports slow to count that each instance keeps in memory for up to a minute (0: none; ADR 0022). */
    REPORT_CACHE_ROWS: z.coerce.number().int().min(0).default(200_000),
    /** A fixed report whose page takes this long to read is slow: its rows are kept (ADR 0022). */
    REPORT_SLOW_MS: z.coerce.number().int().min(0).default(300),
    /** How often each instance looks for notifications due to be published or withdrawn (one instance acts). */
    NOTIFICATIONS_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /**
     * The portal's time zone (IANA name): its "today" and every date and time it writes or shows (report days, mail,
     * the change history, notification dates, exports, the web app). Checked at start: the zone goes into SQL too.
     */
    PORTAL_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'an IANA time zone such as Asia/Vladivostok')
      .default('Europe/Moscow'),
    /** Shared secret of the external systems that sign users in with an HS256 token (token login). */
    TOKEN_LOGIN_HMAC_SECRET: z.string().min(32).optional(),
    /** PEM public key of the external systems that sign users in with an RS256 token. */
    TOKEN_LOGIN_PUBLIC_KEY: z.string().optional(),
    /** The longest lifetime (exp − iat) a sign-in token may have. */
    TOKEN_LOGIN_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    /** How long the e-mail link that confirms a token sign-in's address stays valid. */
    TOKEN_LOGIN_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().default('psp-files'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    WEB_DIST_DIR: pathFromRoot.optional(),
    SUPPORT_EMAIL: z.string().default('support@example.ru'),
    SUPPORT_PHONE: z.string().default('8 800 000-00-00'),
    // The header's three support contact blocks and the footer's five links (SPEC §1), handed to the web app.
    CONTACT_HOTLINE_EMAIL: z.string().default('hotline@example.ru'),
    CONTACT_HOTLINE_PHONE: z.string().default('8 800 000-00-00'),
    CONTACT_EXPERT_REVIEW_EMAIL: z.string().default('expertiza@example.ru'),
    CONTACT_EXPERT_REVIEW_PHONE: z.string().default('+7 (495) 000-00-01'),
    CONTACT_EXPERT_PLATFORM_EMAIL: z.string().default('platform@example.ru'),
    CONTACT_EXPERT_PLATFORM_PHONE: z.string().default('+7 (495) 000-00-02'),
    FOOTER_EXPERTISE_APPLICANT_URL: z.url().default('https://lk.expertiza.example.ru/'),
    FOOTER_PLATFORM_APPLICANT_URL: z.url().default('https://lk.platform.example.ru/'),
    FOOTER_EXPERT_WORKER_URL: z.url().default('https://expert.example.ru/'),
    FOOTER_CONCLUSIONS_REGISTER_URL: z.url().default('https://reestr.example.ru/'),
    FOOTER_AGENCY_SITE_URL: z.url().default('https://agency.example.ru/'),
    /** The portal's address as users reach it; links in e-mails are built from it. Defaults to localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** smtp://user:password@host:587 or smtps://…: deliver e-mail through this server instead of the outbox directory. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Портал самообслуживания <no-reply@example.ru>'),
    /** How often the sender looks for due messages besides being woken by new ones. */
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1).default(5),
    /** Delivery attempts of one message before it is marked failed. */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
    /**
     * The key the TOTP secrets of the second factor are encrypted with (any random text of 32+ characters; ADR 0029).
     * Required in production to turn the second factor on; changing it makes the enabled second factors unreadable.
     */
    SECOND_FACTOR_KEY: z.string().min(32).optional(),
    /** Platform Admins must sign in with a second factor: one without it is led to set it up after the password. */
    REQUIRE_2FA_FOR_ADMINS: bool.default(false),
    /** How long the set-password link of a newly created account stays valid. */
    ACCOUNT_LINK_HOURS: z.coerce.number().int().min(1).default(72),
    /** How long a password-reset link stays valid. */
    PASSWORD_RESET_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Password-reset requests one IP address may make per hour. */
    PASSWORD_RESET_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
    WEBHOOK_ALLOWED_HOSTS: webhookAllowedHosts,
    /** How often this instance delivers due webhooks; 0: this instance delivers none (another one does). */
    WEBHOOK_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** How long one delivery may take, answer included. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** Failed attempts in a row (any delivery) after which the portal turns an endpoint off. */
    WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).default(50),
    /** Single sign-on with OpenID Connect (ADR 0030): the provider's issuer, HTTPS but on a loopback address. */
    OIDC_ISSUER_URL: z.url().refine(isSafeIssuer, 'must be https:// (http:// only on a loopback address)').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The provider's name on the login page's button: «Войти через {OIDC_NAME}». */
    OIDC_NAME: z.string().trim().min(1).max(60).optional(),
    /** Create a Regular account for a provider's verified e-mail the portal does not know (off: refuse it). */
    OIDC_CREATE_USERS: bool.default(false),
    /** The service desk behind the applications (ADR 0038): the portal's own, or Request Tracker 5. */
    SERVICE_DESK: z.enum(['builtin', 'rt']).default('builtin'),
    /** Request Tracker's base address, without /REST/2.0 (SERVICE_DESK=rt). */
    RT_URL: z.url().optional(),
    /** An RT auth token of the user the portal acts as in RT. */
    RT_TOKEN: z.string().min(1).optional(),
    /** The RT user RT_TOKEN belongs to: what it does in RT is the portal's own, not the desk's. */
    RT_USER: z.string().trim().min(1).default('root'),
    /** The queue applications are filed in. */
    RT_QUEUE: z.string().trim().min(1).default('General'),
    /** A JSON file mapping RT's statuses to the portal's (and more, README «Request Tracker»). */
    RT_MAPPING_FILE: pathFromRoot.optional(),
    /** How often the portal sends what waits for RT and reads what changed in RT. */
    RT_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** How long one call to RT may take, answer included. */
    RT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  })
  .superRefine((c, ctx) => {
    // Request Tracker needs its address and token.
    if (c.SERVICE_DESK !== 'rt') return
    for (const name of ['RT_URL', 'RT_TOKEN'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with SERVICE_DESK=rt' })
    }
  })
  .superRefine((c, ctx) => {
    // Single sign-on needs all of its settings, or none.
    if (!c.OIDC_ISSUER_URL) return
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with OIDC_ISSUER_URL' })
    }
  })
  .superRefine((c, ctx) => {
    // Demo accounts have a published password and simulated errors answer whatever a caller asks: never in production.
    if (c.NODE_ENV !== 'production') return
    for (const name of ['DEMO_SEED', 'SIMULATED_ERRORS'] as const) {
      if (c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'cannot be turned on in production' })
    }
    if (c.REQUIRE_2FA_FOR_ADMINS && !c.SECOND_FACTOR_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECOND_FACTOR_KEY'], message: 'is required by REQUIRE_2FA_FOR_ADMINS' })
    }
  })
  .transform((c) => {
    const production = c.NODE_ENV === 'production'
    return {
      ...c,
      production,
      demoSeed: !production && (c.DEMO_SEED ?? true),
      simulatedErrors: !production && (c.SIMULATED_ERRORS ?? true),
      cookieSecure: c.COOKIE_SECURE ?? production,
      publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    }
  })

export type Config = z.infer<typeof configSchema>

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
