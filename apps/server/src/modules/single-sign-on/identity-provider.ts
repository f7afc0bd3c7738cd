import * as oidc from 'openid-client'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'

/** How long the portal waits for the identity provider's discovery, token and user-info answers. */
const PROVIDER_TIMEOUT_SECONDS = 10

/** The identity provider of single sign-on (ADR 0030), as the settings name it. */
export interface IdentityProvider {
  /** What the login page's button says after «Войти через». */
  name: string
  issuer: string
  /** Create a Regular account for a verified e-mail the portal does not know. */
  createsUsers: boolean
  /** Where the provider sends the browser back: the callback at PUBLIC_URL. */
  redirectUri: string
  /**
   * The provider's discovered configuration. Discovered on first use, not at start, so a provider that is down does
   * not stop the portal; a failed discovery is forgotten, so the next sign-in asks again.
   */
  configuration(): Promise<oidc.Configuration>
}

/** The identity provider of the settings, or null when single sign-on is not set up. */
export function createIdentityProvider(config: Config, log: FastifyBaseLogger): IdentityProvider | null {
  const { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret, OIDC_NAME: name } = config
  if (!issuer || !clientId || !secret || !name) return null
  let discovered: Promise<oidc.Configuration> | null = null
  const discover = async () => {
    const options: oidc.DiscoveryRequestOptions = { timeout: PROVIDER_TIMEOUT_SECONDS }
    // The settings allow plain HTTP only on a loopback address (config.ts).
    if (new URL(issuer).protocol === 'http:') options.execute = [oidc.allowInsecureRequests]
    const configuration = await oidc.discovery(new URL(issuer), clientId, secret, undefined, options)
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS
    return configuration
  }
  return {
    name,
    issuer,
    createsUsers: config.OIDC_CREATE_USERS,
    redirectUri: `${config.publicUrl}/api/login/oidc/callback`,
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = null
        log.warn({ err: error, issuer }, 'the identity provider could not be discovered')
        throw error
      })
      return discovered
    },
  }
}
