import { endpoint } from './endpoint'

const accounts = () => import('../accounts')

/** Platform Admins' accounts administration. */
export const accountsEndpoints = {
  searchAccounts: endpoint({
    method: 'POST',
    path: '/users/search',
    schemas: () => accounts().then((m) => ({ body: m.usersSearchRequestSchema, response: m.accountsPageSchema })),
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/users',
    schemas: () => accounts().then((m) => ({ body: m.createAccountRequestSchema, response: m.accountDetailsSchema })),
  }),
  getAccount: endpoint({
    method: 'GET',
    path: '/users/:id',
    schemas: () => accounts().then((m) => ({ params: m.accountIdParamsSchema, response: m.accountDetailsSchema })),
  }),
  renameAccount: endpoint({
    method: 'PATCH',
    path: '/users/:id',
    schemas: () =>
      accounts().then((m) => ({
        params: m.accountIdParamsSchema,
        body: m.renameAccountRequestSchema,
        response: m.accountDetailsSchema,
      })),
  }),
  /** Blocks an account; its sessions end at once. */
  blockAccount: endpoint({
    method: 'POST',
    path: '/users/:id/block',
    schemas: () => accounts().then((m) => ({ params: m.accountIdParamsSchema, response: m.accountDetailsSchema })),
  }),
  /** Unblocks an account. */
  unblockAccount: endpoint({
    method: 'POST',
    path: '/users/:id/unblock',
    schemas: () => accounts().then((m) => ({ params: m.accountIdParamsSchema, response: m.accountDetailsSchema })),
  }),
  /** Sends a fresh set-password link to an account without a password. */
  sendAccountPasswordLink: endpoint({
    method: 'POST',
    path: '/users/:id/password-link',
    schemas: () => accounts().then((m) => ({ params: m.accountIdParamsSchema, response: m.accountDetailsSchema })),
  }),
}
