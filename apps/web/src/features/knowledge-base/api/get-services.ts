import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /services?systemUuid: all services of a system. */
export const getServices = (systemUuid: string) => call(kb.getServices, { query: { systemUuid } })

export const servicesQuery = (systemUuid: string) =>
  queryOptions({
    queryKey: queryKey(kb.getServices, { query: { systemUuid } }),
    queryFn: () => getServices(systemUuid),
  })

export const useServices = (systemUuid: string | null) =>
  useQuery({ ...servicesQuery(systemUuid ?? ''), enabled: Boolean(systemUuid) })
