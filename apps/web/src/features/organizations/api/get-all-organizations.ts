import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const request = (page: number, itemsPerPage: number, search: string) => ({
  query: { page, itemsPerPage, search: search || undefined },
})

/** GET /organizations: the platform Admin's list of every organization, searched by name or INN. */
export const getAllOrganizations = (page: number, itemsPerPage: number, search: string) =>
  call(orgs.getAllOrganizations, request(page, itemsPerPage, search))

export const allOrganizationsQuery = (page: number, itemsPerPage: number, search: string) =>
  queryOptions({
    queryKey: queryKey(orgs.getAllOrganizations, request(page, itemsPerPage, search)),
    queryFn: () => getAllOrganizations(page, itemsPerPage, search),
    placeholderData: keepPreviousData,
  })

export const useAllOrganizations = (page: number, itemsPerPage: number, search: string) =>
  useQuery(allOrganizationsQuery(page, itemsPerPage, search))
