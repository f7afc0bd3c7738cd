import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ApplicationListRequest, OperatorStatus } from '@psp/contracts'
import { applicationsEndpoints as ep } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'
import { commentForm } from '../model/order-files'
import type { Queue } from '../model/queue-filter'
import { useOrderMutation } from './order-api'

/** POST /api/service-desk/applications: the operators' queue, filtered and paged. */
export const useOperatorQueue = (queue: Queue, request: ApplicationListRequest) =>
  useQuery({
    queryKey: queryKey(ep.getOperatorQueue, { query: { queue }, body: request }),
    queryFn: () => call(ep.getOperatorQueue, { query: { queue }, body: request }),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useTakeApplication = (id: string) =>
  useOrderMutation(id, () => call(ep.takeApplication, { params: { id } }))

export const useMoveApplication = (id: string) =>
  useOrderMutation(id, (v: { status: OperatorStatus; comment?: string }) =>
    call(ep.moveApplication, { params: { id }, body: v }),
  )

export const useReplyToApplication = (id: string) =>
  useOrderMutation(id, (v: { text: string; files: File[] }) =>
    call(ep.replyToApplication, { params: { id }, body: commentForm(v.text, v.files) }),
  )
