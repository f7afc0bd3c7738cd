import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { organizationKeys } from './keys'

/** GET /organizations: the platform Admin's list of every organization, searched by name or INN. */
export const getAllOrganizations = (page: number, itemsPerPage: number, search: string) =>
  call(orgs.getAllOrganizations, { query: { page, itemsPerPage, search: search || undefined } })

export const allOrganizationsQuery = (page: number, itemsPerPage: number, search: string) =>
  queryOptions({
    queryKey: organizationKeys.list(page, itemsPerPage, search),
    queryFn: () => getAllOrganizations(page, itemsPerPage, search),
    placeholderData: keepPreviousData,
  })

export const useAllOrganizations = (page: number, itemsPerPage: number, search: string) =>
  useQuery(allOrganizationsQuery(page, itemsPerPage, search))
