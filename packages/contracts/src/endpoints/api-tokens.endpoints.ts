import { endpoint } from './endpoint'

const apiTokens = () => import('../api-tokens')

/** The signed-in user's personal API tokens (ADR 0031); calls with a token itself are refused here. */
export const apiTokensEndpoints = {
  getApiTokens: endpoint({
    method: 'GET',
    path: '/user/api-tokens',
    schemas: () => apiTokens().then((m) => ({ response: m.apiTokenListSchema })),
  }),
  createApiToken: endpoint({
    method: 'POST',
    path: '/user/api-tokens',
    schemas: () =>
      apiTokens().then((m) => ({ body: m.createApiTokenRequestSchema, response: m.createdApiTokenSchema })),
  }),
  revokeApiToken: endpoint({
    method: 'DELETE',
    path: '/user/api-tokens/:id',
    schemas: () => import('../common').then((m) => ({ params: m.idParamsSchema, response: null })),
  }),
}
