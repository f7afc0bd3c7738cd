import { queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /organizations/{orgId}/users/active: accepted members, for the new-admin and reassignment pickers. */
export const getActiveMembers = (orgId: string) => call(orgs.getActiveMembers, { params: { orgId } })

export const activeMembersQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKey(orgs.getActiveMembers, { params: { orgId } }),
    queryFn: () => getActiveMembers(orgId),
    retry: false,
  })

export const useActiveMembers = (orgId: string, enabled: boolean) => useQuery({ ...activeMembersQuery(orgId), enabled })
