import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MemberBrief } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** GET /organizations/{orgId}/users/active: accepted members, for the new-admin and reassignment pickers. */
export const getActiveMembers = (orgId: string) =>
  api.get<MemberBrief[]>(`/organizations/${encodeURIComponent(orgId)}/users/active`, { fallbackCode: 'GeneralError' })

export const activeMembersQuery = (orgId: string) =>
  queryOptions({ queryKey: organizationKeys.active(orgId), queryFn: () => getActiveMembers(orgId), retry: false })

export const useActiveMembers = (orgId: string, enabled: boolean) => useQuery({ ...activeMembersQuery(orgId), enabled })
