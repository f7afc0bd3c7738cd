import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountDetailsSchema,
  accountIdParamsSchema,
  accountsPageSchema,
  createAccountRequestSchema,
  errorBodySchema,
  renameAccountRequestSchema,
  usersSearchRequestSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as accounts from './accounts.service'

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** Platform Admins' account administration (SPEC §2 /accounts, §7 POST /users/search). */
export function accountsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    const tags = ['accounts']
    const config = { access: 'admin' as const }

    r.post(
      '/users/search',
      {
        config,
        schema: {
          tags,
          summary: 'Accounts with search (name, e-mail, phone), filter, sort and paging',
          body: usersSearchRequestSchema,
          response: { 200: accountsPageSchema, ...errors },
        },
      },
      async (request) => accounts.searchAccounts(ctx, actorOf(request), request.body),
    )
    r.post(
      '/users',
      {
        config,
        schema: {
          tags,
          summary: 'Creates an account and e-mails a one-time link to set its password',
          body: createAccountRequestSchema,
          response: { 200: accountDetailsSchema, ...errors },
        },
      },
      async (request) => accounts.createAccount(ctx, actorOf(request), request.body),
    )
    r.get(
      '/users/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One account with its organizations',
          params: accountIdParamsSchema,
          response: { 200: accountDetailsSchema, ...errors },
        },
      },
      async (request) => accounts.getAccount(ctx, actorOf(request), request.params.id),
    )
    r.patch(
      '/users/:id',
      {
        config,
        schema: {
          tags,
          summary: "Changes an account's surname, name and patronymic (recorded in its change history)",
          params: accountIdParamsSchema,
          body: renameAccountRequestSchema,
          response: { 200: accountDetailsSchema, ...errors },
        },
      },
      async (request) => accounts.renameAccount(ctx, actorOf(request), request.params.id, request.body),
    )
    for (const [path, action, summary] of [
      ['block', accounts.blockAccount, 'Blocks an account; its sessions end at once'],
      ['unblock', accounts.unblockAccount, 'Unblocks an account'],
      ['password-link', accounts.resendAccountLink, 'Sends a fresh set-password link to an account without a password'],
    ] as const) {
      r.post(
        `/users/:id/${path}`,
        {
          config,
          schema: { tags, summary, params: accountIdParamsSchema, response: { 200: accountDetailsSchema, ...errors } },
        },
        async (request) => action(ctx, actorOf(request), request.params.id),
      )
    }
  }
}
