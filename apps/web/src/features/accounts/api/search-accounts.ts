import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AccountsPage, UsersSearchRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

export const searchAccounts = (request: UsersSearchRequest) => api.post<AccountsPage>('/users/search', request)

export const useSearchAccounts = (request: UsersSearchRequest) =>
  useQuery({
    queryKey: accountKeys.search(request),
    queryFn: () => searchAccounts(request),
    placeholderData: keepPreviousData,
  })
