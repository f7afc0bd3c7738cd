import { queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /organizations/{orgId}/users/{userId}/exclusion: which branch the exclusion dialog takes. */
export const getExclusionInfo = (orgId: string, userId: string) =>
  call(orgs.getExclusionInfo, { params: { orgId, userId } })

export const exclusionInfoQuery = (orgId: string, userId: string) =>
  queryOptions({
    queryKey: queryKey(orgs.getExclusionInfo, { params: { orgId, userId } }),
    queryFn: () => getExclusionInfo(orgId, userId),
    retry: false,
    staleTime: 0,
  })

export const useExclusionInfo = (orgId: string, userId: string, enabled: boolean) =>
  useQuery({ ...exclusionInfoQuery(orgId, userId), enabled })
