import { queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /organizations/{orgId}/users/{userId}: one employee or join request, with the avatar. */
export const getEmployee = (orgId: string, userId: string) => call(orgs.getEmployee, { params: { orgId, userId } })

export const employeeQuery = (orgId: string, userId: string) =>
  queryOptions({
    queryKey: queryKey(orgs.getEmployee, { params: { orgId, userId } }),
    queryFn: () => getEmployee(orgId, userId),
    retry: false,
  })

export const useEmployee = (orgId: string | null, userId: string | null) =>
  useQuery({ ...employeeQuery(orgId ?? '', userId ?? ''), enabled: !!orgId && !!userId })
