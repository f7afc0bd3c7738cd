import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v))

/** Every setting of the server, read from the environment. The README's settings table mirrors this list. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DEMO_SEED: bool.optional(),
    SIMULATED_ERRORS: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
    COOKIE_SECURE: bool.optional(),
    LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(20_971_520),
    /** Searches one user (or IP) may run per 10 seconds. */
    SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Sessions each instance keeps in memory, so most requests skip the session lookup (0: none). */
    SESSION_CACHE_SIZE: z.coerce.number().int().min(0).default(10000),
    /** Articles each instance keeps in memory for reading (0: none). */
    ARTICLE_CACHE_SIZE: z.coerce.number().int().min(0).default(2000),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().default('psp-files'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    WEB_DIST_DIR: z.string().optional(),
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
    /** How long the set-password link of a newly created account stays valid. */
    ACCOUNT_LINK_HOURS: z.coerce.number().int().min(1).default(72),
    /** How long a password-reset link stays valid. */
    PASSWORD_RESET_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Password-reset requests one IP address may make per hour. */
    PASSWORD_RESET_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  })
  .transform((c) => {
    const production = c.NODE_ENV === 'production'
    return {
      ...c,
      production,
      demoSeed: c.DEMO_SEED ?? !production,
      simulatedErrors: c.SIMULATED_ERRORS ?? !production,
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
