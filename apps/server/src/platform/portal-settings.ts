import { PORTAL_SETTINGS_ELEMENT_ID, type PortalSettings } from '@psp/contracts'
import type { Config } from '../config'

/** The settings of SPEC §1 the web app shows (support contacts and footer links), and the zone of its times. */
export function portalSettingsOf(config: Config): PortalSettings {
  return {
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    contacts: {
      hotline: { email: config.CONTACT_HOTLINE_EMAIL, phone: config.CONTACT_HOTLINE_PHONE },
      expertReview: { email: config.CONTACT_EXPERT_REVIEW_EMAIL, phone: config.CONTACT_EXPERT_REVIEW_PHONE },
      expertPlatform: { email: config.CONTACT_EXPERT_PLATFORM_EMAIL, phone: config.CONTACT_EXPERT_PLATFORM_PHONE },
    },
    footerLinks: {
      expertiseApplicant: config.FOOTER_EXPERTISE_APPLICANT_URL,
      platformApplicant: config.FOOTER_PLATFORM_APPLICANT_URL,
      expertWorker: config.FOOTER_EXPERT_WORKER_URL,
      conclusionsRegister: config.FOOTER_CONCLUSIONS_REGISTER_URL,
      agencySite: config.FOOTER_AGENCY_SITE_URL,
    },
    timeZone: config.PORTAL_TIME_ZONE,
    singleSignOnName: config.OIDC_ISSUER_URL ? (config.OIDC_NAME ?? '') : '',
    builtInServiceDesk: config.SERVICE_DESK === 'builtin',
  }
}

/**
 * Puts the settings into index.html as a JSON data block, so the app has them without a request and while the
 * API is down. A data block is not executed, so the CSP's script-src does not stop the app from reading it;
 * `<` is escaped so no value can close the element.
 */
export function renderIndexHtml(html: string, settings: PortalSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${PORTAL_SETTINGS_ELEMENT_ID}">${json}</script>`
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : block + html
}
