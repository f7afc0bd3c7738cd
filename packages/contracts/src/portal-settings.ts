import { z } from 'zod'

/** One support contact block of the header (SPEC §1): an e-mail and a phone. */
export const supportContactSchema = z.object({ email: z.string(), phone: z.string() })

/**
 * The settings the server hands the web app inside index.html (SPEC §1: support contacts, footer links), so they
 * are there without a request and also when the API is down. Texts stay in the web app; only values are set.
 */
export const portalSettingsSchema = z.object({
  /** The technical-problem screen's support e-mail and free 24-hour phone line. */
  support: supportContactSchema,
  contacts: z.object({
    /** Toll-free all-Russia line, around the clock. */
    hotline: supportContactSchema,
    /** Moscow line for the state expert-review information system. */
    expertReview: supportContactSchema,
    /** Moscow line for the unified expert platform. */
    expertPlatform: supportContactSchema,
  }),
  footerLinks: z.object({
    expertiseApplicant: z.string(),
    platformApplicant: z.string(),
    expertWorker: z.string(),
    conclusionsRegister: z.string(),
    agencySite: z.string(),
  }),
  /** The portal's time zone (PORTAL_TIME_ZONE): the app shows every date and time in it, as the server writes them. */
  timeZone: z.string(),
  /** OIDC_NAME: the login page offers «Войти через {name}» (single sign-on, ADR 0030); empty when it is not set up. */
  singleSignOnName: z.string(),
  /** The portal's own service desk is behind the applications, with its operator console (ADR 0038). */
  builtInServiceDesk: z.boolean(),
})
export type PortalSettings = z.infer<typeof portalSettingsSchema>
