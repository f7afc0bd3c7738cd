import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Application } from '@psp/contracts'
import { useEffect } from 'react'
import { applicationsEndpoints as ep } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { invalidateResource, queryKey } from '../../../../lib/query-keys'
import { isApiError } from '../../../../lib/api-error'
import { commentForm, filesForm } from '../model/order-files'

const orderKey = (id: string) => queryKey(ep.getApplication, { params: { id } })

/**
 * GET /api/applications/{id}. The page's test switch `?error` is kept off this call: it is meant for the status
 * history (SPEC §2 Applications), which can only be opened from a loaded order.
 */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: () => call(ep.getApplication, { params: { id } }, { withPageError: false }),
    retry: false,
  })

export const useOrder = (id: string) => useQuery(orderQuery(id))

/** Opening an unread order made it read on the server: the lists (and their unread marks) load again. */
export function useListsSeeRead(openedUnread: boolean) {
  const client = useQueryClient()
  useEffect(() => {
    if (openedUnread) void invalidateResource(client, 'applications', [ep.getApplication])
  }, [openedUnread, client])
}

/** GET /api/applications/{id}/statushistory, loaded each time the popup opens. */
export const useStatusHistory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKey(ep.getStatusHistory, { params: { id } }),
    queryFn: () => call(ep.getStatusHistory, { params: { id } }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })

/**
 * An action on the order, the user's or an operator's: each answers the changed application, which replaces the
 * cached one; the lists and the operators' queue refetch.
 */
export function useOrderMutation<V>(id: string, run: (vars: V) => Promise<Application>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (application) => {
      client.setQueryData(orderKey(id), application)
      await invalidateResource(client, 'applications', [ep.getApplication])
    },
    // Refused because the status changed meanwhile: the page reloads the order to offer what it allows now.
    onError: (error) => {
      if (isApiError(error) && error.code === 'InappropriateStatus')
        void client.invalidateQueries({ queryKey: orderKey(id) })
    },
  })
}

export const useCommentOrder = (id: string) =>
  useOrderMutation(id, (v: { text: string; files: File[] }) =>
    call(ep.commentApplication, { params: { id }, body: commentForm(v.text, v.files) }),
  )

export const useAddOrderFiles = (id: string) =>
  useOrderMutation(id, (files: File[]) => call(ep.addApplicationFiles, { params: { id }, body: filesForm(files) }))

/** PUT /api/applications/{id}/close?mark (SPEC §9: the rating is sent as mark). */
export const useCloseOrder = (id: string) =>
  useOrderMutation(id, (mark: number) => call(ep.closeApplication, { params: { id }, query: { mark } }))

export const useReopenOrder = (id: string) =>
  useOrderMutation(id, (reason: string) => call(ep.reopenApplication, { params: { id }, body: { reason } }))

export const useArchiveOrder = (id: string) =>
  useOrderMutation(id, () => call(ep.archiveApplication, { params: { id } }))
