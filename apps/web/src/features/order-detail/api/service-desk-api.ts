import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Application, ApplicationListRequest, OperatorStatus } from '@psp/contracts'
import { applicationsEndpoints as ep } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../lib/api-call'
import { isApiError } from '../../../lib/api-error'
import { commentForm } from '../model/order-files'
import type { Queue } from '../model/queue-filter'
import { orderKey } from './order-api'

/** POST /api/service-desk/applications: the operators' queue, filtered and paged. */
export const useOperatorQueue = (queue: Queue, request: ApplicationListRequest) =>
  useQuery({
    queryKey: ['applications', 'queue', queue, request],
    queryFn: () => call(ep.getOperatorQueue, { query: { queue }, body: request }),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** An operator's change answers the changed application; the queue refetches. */
function useOperatorMutation<V>(id: string, run: (vars: V) => Promise<Application>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (application) => {
      client.setQueryData(orderKey(id), application)
      await client.invalidateQueries({ queryKey: ['applications'], predicate: (q) => q.queryKey[1] !== 'one' })
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'InappropriateStatus')
        void client.invalidateQueries({ queryKey: orderKey(id) })
    },
  })
}

export const useTakeApplication = (id: string) =>
  useOperatorMutation(id, () => call(ep.takeApplication, { params: { id } }))

export const useMoveApplication = (id: string) =>
  useOperatorMutation(id, (v: { status: OperatorStatus; comment?: string }) =>
    call(ep.moveApplication, { params: { id }, body: v }),
  )

export const useReplyToApplication = (id: string) =>
  useOperatorMutation(id, (v: { text: string; files: File[] }) =>
    call(ep.replyToApplication, { params: { id }, body: commentForm(v.text, v.files) }),
  )
