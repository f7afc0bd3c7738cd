import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountDetails, CreateAccountRequest, RenameAccountRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

export const getAccount = (id: string) => api.get<AccountDetails>(`/users/${id}`)
export const createAccount = (input: CreateAccountRequest) => api.post<AccountDetails>('/users', input)
export const renameAccount = (id: string, input: RenameAccountRequest) =>
  api.patch<AccountDetails>(`/users/${id}`, input)
export type AccountAction = 'block' | 'unblock' | 'password-link'
export const runAccountAction = (id: string, action: AccountAction) =>
  api.post<AccountDetails>(`/users/${id}/${action}`)

export const useAccount = (id: string) => useQuery({ queryKey: accountKeys.one(id), queryFn: () => getAccount(id) })

/** Every change answers with the account as it now is; lists are refetched when next shown. */
function useAccountMutation<T>(mutationFn: (input: T) => Promise<AccountDetails>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (account) => {
      client.setQueryData(accountKeys.one(account.id), account)
      void client.invalidateQueries({ queryKey: ['accounts', 'search'] })
      void client.invalidateQueries({ queryKey: ['user', 'data-changes'] })
    },
  })
}

export const useCreateAccount = () => useAccountMutation(createAccount)
export const useRenameAccount = (id: string) =>
  useAccountMutation((input: RenameAccountRequest) => renameAccount(id, input))
export const useAccountAction = (id: string) =>
  useAccountMutation((action: AccountAction) => runAccountAction(id, action))
