import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KbService } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /services/with-articles?systemUuid: the system's services that have articles. */
export const getServicesWithArticles = (systemUuid: string) =>
  api.get<KbService[]>('/services/with-articles', { query: { systemUuid }, fallbackCode: 'FailedToGetDataFromSd' })

export const servicesWithArticlesQuery = (systemUuid: string) =>
  queryOptions({
    queryKey: kbKeys.servicesWithArticles(systemUuid),
    queryFn: () => getServicesWithArticles(systemUuid),
  })

export const useServicesWithArticles = (systemUuid: string | null) =>
  useQuery({ ...servicesWithArticlesQuery(systemUuid ?? ''), enabled: Boolean(systemUuid) })
