import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /services/with-articles?systemUuid: the system's services that have articles. */
export const getServicesWithArticles = (systemUuid: string) =>
  call(kb.getServicesWithArticles, { query: { systemUuid } })

export const servicesWithArticlesQuery = (systemUuid: string) =>
  queryOptions({
    queryKey: queryKey(kb.getServicesWithArticles, { query: { systemUuid } }),
    queryFn: () => getServicesWithArticles(systemUuid),
  })

export const useServicesWithArticles = (systemUuid: string | null) =>
  useQuery({ ...servicesWithArticlesQuery(systemUuid ?? ''), enabled: Boolean(systemUuid) })
