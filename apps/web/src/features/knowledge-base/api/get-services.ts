import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

/** GET /services?systemUuid: all services of a system. */
export const getServices = (systemUuid: string) => call(kb.getServices, { query: { systemUuid } })

export const servicesQuery = (systemUuid: string) =>
  queryOptions({ queryKey: kbKeys.services(systemUuid), queryFn: () => getServices(systemUuid) })

export const useServices = (systemUuid: string | null) =>
  useQuery({ ...servicesQuery(systemUuid ?? ''), enabled: Boolean(systemUuid) })
