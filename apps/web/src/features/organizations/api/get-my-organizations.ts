import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserOrganizationsPage } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** GET /user/organizations: the signed-in user's memberships of every status. */
export const getMyOrganizations = (page: number, itemsPerPage: number) =>
  api.get<UserOrganizationsPage>('/user/organizations', { query: { page, itemsPerPage } })

export const myOrganizationsQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: organizationKeys.mine(page, itemsPerPage),
    queryFn: () => getMyOrganizations(page, itemsPerPage),
    placeholderData: keepPreviousData,
  })

export const useMyOrganizations = (page: number, itemsPerPage: number) =>
  useQuery(myOrganizationsQuery(page, itemsPerPage))
