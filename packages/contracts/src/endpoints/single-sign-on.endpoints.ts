import { endpoint, REDIRECT } from './endpoint'

/**
 * Single sign-on with OpenID Connect (ADR 0030). Navigations, not calls: the login page's button opens the first, the
 * identity provider the second, and both answer a redirect.
 */
export const singleSignOnEndpoints = {
  ssoLogin: endpoint({
    method: 'GET',
    path: '/login/oidc',
    schemas: () => import('../single-sign-on').then((m) => ({ query: m.ssoLoginQuerySchema, response: REDIRECT })),
  }),
  ssoCallback: endpoint({
    method: 'GET',
    path: '/login/oidc/callback',
    schemas: () => import('../single-sign-on').then((m) => ({ query: m.ssoCallbackQuerySchema, response: REDIRECT })),
  }),
}
