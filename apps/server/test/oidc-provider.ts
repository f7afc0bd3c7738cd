import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A user of the test identity provider: who they are there, and what it says of their e-mail. */
export interface ProviderAccount {
  sub: string
  email: string
  email_verified: boolean
  family_name?: string
  given_name?: string
}

export const OIDC_TEST_CLIENT = { id: 'psp-portal', secret: 'test-client-secret-of-the-portal' }
/** The password of every account at the test provider (its own, not the portal's). */
export const PROVIDER_PASSWORD = 'provider-pass'

export interface TestIdentityProvider {
  issuer: string
  accounts: Map<string, ProviderAccount>
  close(): Promise<void>
}

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>` +
  `<body>${body}</body></html>`

async function formOf(req: IncomingMessage) {
  let text = ''
  for await (const chunk of req) text += chunk
  return new URLSearchParams(text)
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback HTTP port, with one confidential client
 * (the portal, client_secret_post, PKCE required) and a login form of its own: e-mail and password, consent given
 * with the sign-in. Its users are `accounts`, which a test may change while it runs.
 */
export async function startIdentityProvider(options: {
  redirectUri: string
  accounts: ProviderAccount[]
  port?: number
}): Promise<TestIdentityProvider> {
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]))
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['family_name', 'given_name'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-identity-provider-cookie-key'] },
    // Its own signing key and lifetimes, so it runs without the package's development defaults.
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  })

  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        html(
          `<h1>Test identity provider</h1><form method="post"><label>E-mail <input name="email"></label>` +
            `<label>Password <input name="password" type="password"></label>` +
            `<button type="submit">Sign in</button><button type="submit" name="cancel" value="1">Cancel</button></form>`,
        ),
      )
      return
    }
    const form = await formOf(req)
    if (form.get('cancel')) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' })
      return
    }
    const account = [...accounts.values()].find((a) => a.email === form.get('email'))
    if (!account || form.get('password') !== PROVIDER_PASSWORD) {
      res.statusCode = 401
      res.end(html('<p>Wrong e-mail or password</p>'))
      return
    }
    // Consent is given with the sign-in: the portal is the agency's own client.
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope))
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  const callback = provider.callback()
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 400
        res.end(html(`<p>${String(error)}</p>`))
      })
    } else void callback(req, res)
  })
  return {
    issuer,
    accounts,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
