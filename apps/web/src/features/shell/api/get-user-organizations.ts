import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '@psp/contracts'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const request = (page: number, itemsPerPage: number) => ({ query: { page, itemsPerPage } })

export const getUserOrganizations = (page = 1, itemsPerPage = MAX_PAGE_SIZE) =>
  call(organizationsEndpoints.getUserOrganizations, request(page, itemsPerPage))

/** The choice modal needs every membership at once; nobody belongs to more than a page of 100. */
export const userOrganizationsForChoiceQuery = queryOptions({
  queryKey: queryKey(organizationsEndpoints.getUserOrganizations, request(1, MAX_PAGE_SIZE)),
  queryFn: () => getUserOrganizations(),
})

export const useUserOrganizationsForChoice = (enabled: boolean) =>
  useQuery({ ...userOrganizationsForChoiceQuery, enabled })
