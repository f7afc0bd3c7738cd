import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExclusionInfo } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** GET /organizations/{orgId}/users/{userId}/exclusion: which branch the exclusion dialog takes. */
export const getExclusionInfo = (orgId: string, userId: string) =>
  api.get<ExclusionInfo>(`/organizations/${encodeURIComponent(orgId)}/users/${encodeURIComponent(userId)}/exclusion`)

export const exclusionInfoQuery = (orgId: string, userId: string) =>
  queryOptions({
    queryKey: organizationKeys.exclusion(orgId, userId),
    queryFn: () => getExclusionInfo(orgId, userId),
    retry: false,
    staleTime: 0,
  })

export const useExclusionInfo = (orgId: string, userId: string, enabled: boolean) =>
  useQuery({ ...exclusionInfoQuery(orgId, userId), enabled })
