import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /services/{id}/files: the files attached to a service. */
export const getServiceFiles = (serviceUuid: string) => call(kb.getServiceFiles, { params: { id: serviceUuid } })

export const serviceFilesQuery = (serviceUuid: string) =>
  queryOptions({
    queryKey: queryKey(kb.getServiceFiles, { params: { id: serviceUuid } }),
    queryFn: () => getServiceFiles(serviceUuid),
  })

export const useServiceFiles = (serviceUuid: string | null) =>
  useQuery({ ...serviceFilesQuery(serviceUuid ?? ''), enabled: Boolean(serviceUuid) })
