import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationListRequest, StatusGroup } from '@psp/contracts'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { call, callFile } from '../../../../lib/api-call'
import { isQueryOf, queryKey } from '../../../../lib/query-keys'

export type ListMode = 'own' | 'organization'

const listOf = (mode: ListMode) => (mode === 'own' ? apps.getApplications : apps.findOrganizationApplications)

/**
 * One page of a list: POST /applications/get-applications, or in the organization mode the separate
 * POST /organization/applications/find (SPEC §6), with the table view state as the body.
 */
export const getOrders = (mode: ListMode, statusGroup: StatusGroup, body: ApplicationListRequest) =>
  call(listOf(mode), { query: { statusGroup }, body })

export const useOrders = (mode: ListMode, group: StatusGroup, request: ApplicationListRequest, enabled = true) =>
  useQuery({
    queryKey: queryKey(listOf(mode), { query: { statusGroup: group }, body: request }),
    queryFn: () => getOrders(mode, group, request),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  })

/** «Отметить все прочитанными» of the list shown (POST …/all-read-no-remorse?statusGroup). */
export function useMarkOrdersRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ mode, group }: { mode: ListMode; group: StatusGroup }) =>
      call(mode === 'own' ? apps.markApplicationsRead : apps.markOrganizationApplicationsRead, {
        query: { statusGroup: group },
      }),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => isQueryOf(q, apps.getApplications) || isQueryOf(q, apps.findOrganizationApplications),
      }),
  })
}

/** The XLSX of exactly what the list shows: the same body and list as the list call (POST …/xls). */
export const exportOrders = (mode: ListMode, statusGroup: StatusGroup, body: ApplicationListRequest) =>
  callFile(mode === 'own' ? apps.exportApplications : apps.exportOrganizationApplications, {
    query: { statusGroup },
    body,
  })
