import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE, type UserOrganizationsPage } from '@psp/contracts'
import { api } from '../../../lib/api-client'

export const getUserOrganizations = (page = 1, itemsPerPage = MAX_PAGE_SIZE) =>
  api.get<UserOrganizationsPage>('/user/organizations', { query: { page, itemsPerPage } })

/** The choice modal needs every membership at once; nobody belongs to more than a page of 100. */
export const userOrganizationsForChoiceQuery = queryOptions({
  queryKey: ['user', 'organizations', { page: 1, itemsPerPage: MAX_PAGE_SIZE }],
  queryFn: () => getUserOrganizations(),
})

export const useUserOrganizationsForChoice = (enabled: boolean) =>
  useQuery({ ...userOrganizationsForChoiceQuery, enabled })
