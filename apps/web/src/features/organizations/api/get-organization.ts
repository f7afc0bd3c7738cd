import { queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/**
 * GET /organizations/{id}: the organization card. The page's `?error` is SPEC's switch for the employee list's error
 * state (§2), so the card is asked without it: with it the card would fail and hide the list whose error is asked.
 */
export const getOrganization = (id: string) => call(orgs.getOrganization, { params: { id } }, { withPageError: false })

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKey(orgs.getOrganization, { params: { id } }),
    queryFn: () => getOrganization(id),
    retry: false,
  })

export const useOrganization = (id: string) => useQuery(organizationQuery(id))
