import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource, queryKey } from '../../../lib/query-keys'

/** GET /api/user/alerts/{id}: opens one alert of the user and marks it read (SPEC §7). */
export const openAlert = (id: string) => call(alertsEndpoints.readAlert, { params: { id } })

export const alertQuery = (id: string) =>
  queryOptions({
    queryKey: queryKey(alertsEndpoints.readAlert, { params: { id } }),
    queryFn: () => openAlert(id),
    retry: false,
    staleTime: Infinity,
  })

/** Opening the page reads the alert; the bell and the list learn it is read. */
export function useOpenAlert(id: string) {
  const client = useQueryClient()
  const query = useQuery(alertQuery(id))
  const opened = query.isSuccess
  useEffect(() => {
    if (!opened) return
    void invalidateResource(client, 'alerts', [alertsEndpoints.readAlert])
  }, [opened, client])
  return query
}
