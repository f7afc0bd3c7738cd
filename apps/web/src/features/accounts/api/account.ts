import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountDetails, CreateAccountRequest, RenameAccountRequest } from '@psp/contracts'
import { accountsEndpoints as accounts } from '@psp/contracts/endpoints/accounts.endpoints'
import { secondFactorEndpoints } from '@psp/contracts/endpoints/second-factor.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource, queryKey } from '../../../lib/query-keys'

export const getAccount = (id: string) => call(accounts.getAccount, { params: { id } })
export const createAccount = (input: CreateAccountRequest) => call(accounts.createAccount, { body: input })
export const renameAccount = (id: string, input: RenameAccountRequest) =>
  call(accounts.renameAccount, { params: { id }, body: input })

/** POST /users/{id}/{action} (and DELETE /users/{id}/2fa): each answers the account as it now is. */
const accountActions = {
  block: accounts.blockAccount,
  unblock: accounts.unblockAccount,
  'password-link': accounts.sendAccountPasswordLink,
  'second-factor-reset': secondFactorEndpoints.resetAccountSecondFactor,
}
export type AccountAction = keyof typeof accountActions
export const runAccountAction = (id: string, action: AccountAction) => call(accountActions[action], { params: { id } })

export const useAccount = (id: string) =>
  useQuery({ queryKey: queryKey(accounts.getAccount, { params: { id } }), queryFn: () => getAccount(id) })

/** Every change answers with the account as it now is; lists are refetched when next shown. */
function useAccountMutation<T>(mutationFn: (input: T) => Promise<AccountDetails>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (account) => {
      client.setQueryData(queryKey(accounts.getAccount, { params: { id: account.id } }), account)
      void invalidateResource(client, 'accounts', [accounts.getAccount])
      void invalidateResource(client, 'user-data-changes')
    },
  })
}

export const useCreateAccount = () => useAccountMutation(createAccount)
export const useRenameAccount = (id: string) =>
  useAccountMutation((input: RenameAccountRequest) => renameAccount(id, input))
export const useAccountAction = (id: string) =>
  useAccountMutation((action: AccountAction) => runAccountAction(id, action))
