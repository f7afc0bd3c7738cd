import { useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

/** GET /systems: the systems an application may be about (the knowledge base's catalogue). */
export const useSystems = () => useQuery({ queryKey: queryKey(kb.getSystems), queryFn: () => call(kb.getSystems) })

/** GET /services?systemUuid: the services of the chosen system. */
export const useServices = (systemUuid: string | null) =>
  useQuery({
    queryKey: queryKey(kb.getServices, { query: { systemUuid: systemUuid ?? '' } }),
    queryFn: () => call(kb.getServices, { query: { systemUuid: systemUuid! } }),
    enabled: Boolean(systemUuid),
  })
