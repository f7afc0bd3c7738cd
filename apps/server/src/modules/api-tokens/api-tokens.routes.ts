import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errorBodySchema } from '@psp/contracts'
import { apiTokensEndpoints } from '@psp/contracts/endpoints/api-tokens.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service'

/** The profile's «Токены API»: the signed-in user's own tokens, managed in a session only (no tokenScope). */
export function apiTokensRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      apiTokensEndpoints.getApiTokens,
      {
        config: { access: 'user' },
        tags: ['api-tokens'],
        summary: "The signed-in user's personal API tokens (never the tokens themselves), oldest first",
      },
      async (request) => listApiTokens(ctx, actorOf(request)),
    )

    await routeOf(
      app,
      apiTokensEndpoints.createApiToken,
      {
        config: { access: 'user' },
        tags: ['api-tokens'],
        summary: 'Creates a personal API token with a name, scopes and a last day; the token is answered only here',
        responses: { 409: errorBodySchema.describe('The user holds the most tokens allowed (ApiTokensLimit)') },
      },
      async (request) => createApiToken(ctx, actorOf(request), request.body),
    )

    await routeOf(
      app,
      apiTokensEndpoints.revokeApiToken,
      {
        config: { access: 'user' },
        tags: ['api-tokens'],
        summary: 'Revokes one of the signed-in user’s tokens: every later call with it answers 401',
        responses: { 204: z.null().describe('Revoked'), 404: errorBodySchema.describe('No such token of this user') },
      },
      async (request, reply) => {
        await revokeApiToken(ctx, actorOf(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
  }
}
