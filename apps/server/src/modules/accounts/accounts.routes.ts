import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { accountsEndpoints } from '@psp/contracts/endpoints/accounts.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as accounts from './accounts.service'

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** Platform Admins' account administration (SPEC §2 /accounts, §7 POST /users/search). */
export function accountsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const tags = ['accounts']
    const config = { access: 'admin' as const }

    await routeOf(
      app,
      accountsEndpoints.searchAccounts,
      {
        config,
        tags,
        summary: 'Accounts with search (name, e-mail, phone), filter, sort and paging',
        responses: errors,
      },
      async (request) => accounts.searchAccounts(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      accountsEndpoints.createAccount,
      {
        config,
        tags,
        summary: 'Creates an account and e-mails a one-time link to set its password',
        responses: errors,
      },
      async (request) => accounts.createAccount(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      accountsEndpoints.getAccount,
      {
        config,
        tags,
        summary: 'One account with its organizations',
        responses: errors,
      },
      async (request) => accounts.getAccount(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      accountsEndpoints.renameAccount,
      {
        config,
        tags,
        summary: "Changes an account's surname, name and patronymic (recorded in its change history)",
        responses: errors,
      },
      async (request) => accounts.renameAccount(ctx, actorOf(request), request.params.id, request.body),
    )
    for (const [endpoint, action, summary] of [
      [accountsEndpoints.blockAccount, accounts.blockAccount, 'Blocks an account; its sessions end at once'],
      [accountsEndpoints.unblockAccount, accounts.unblockAccount, 'Unblocks an account'],
      [
        accountsEndpoints.sendAccountPasswordLink,
        accounts.resendAccountLink,
        'Sends a fresh set-password link to an account without a password',
      ],
    ] as const) {
      await routeOf(app, endpoint, { config, tags, summary, responses: errors }, async (request) =>
        action(ctx, actorOf(request), request.params.id),
      )
    }
  }
}
