import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateWebhookInput, UpdateWebhookInput } from '@psp/contracts'
import { webhooksEndpoints as webhooks } from '@psp/contracts/endpoints/webhooks.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource, queryKey } from '../../../lib/query-keys'

/** GET /admin/webhooks: the registered endpoints (platform Admins). */
export const webhooksQuery = () =>
  queryOptions({ queryKey: queryKey(webhooks.listWebhooks), queryFn: () => call(webhooks.listWebhooks) })

export const useWebhooks = () => useQuery(webhooksQuery())

const deliveriesRequest = (id: string, page: number, itemsPerPage: number) => ({
  params: { id },
  query: { page, itemsPerPage },
})

/** GET /admin/webhooks/:id/deliveries: one page of an endpoint's deliveries, newest first. */
export const useWebhookDeliveries = (id: string, page: number, itemsPerPage: number) =>
  useQuery({
    queryKey: queryKey(webhooks.listWebhookDeliveries, deliveriesRequest(id, page, itemsPerPage)),
    queryFn: () => call(webhooks.listWebhookDeliveries, deliveriesRequest(id, page, itemsPerPage)),
    placeholderData: keepPreviousData,
    // Deliveries still on their way change by themselves: the list follows them until they settle.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'pending' || d.status === 'sending') ? 3000 : false,
  })

/** Every change makes the endpoints and their deliveries stale together. */
function useWebhookMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateResource(client, 'webhooks') })
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: CreateWebhookInput) => call(webhooks.createWebhook, { body }))

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...body }: UpdateWebhookInput & { id: string }) =>
    call(webhooks.updateWebhook, { params: { id }, body }),
  )

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => call(webhooks.deleteWebhook, { params: { id } }))

export const useResendDelivery = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    call(webhooks.resendWebhookDelivery, { params: { id, deliveryId } }),
  )
