import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KbService } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /services?systemUuid: all services of a system. */
export const getServices = (systemUuid: string) =>
  api.get<KbService[]>('/services', { query: { systemUuid }, fallbackCode: 'FailedToGetDataFromSd' })

export const servicesQuery = (systemUuid: string) =>
  queryOptions({ queryKey: kbKeys.services(systemUuid), queryFn: () => getServices(systemUuid) })

export const useServices = (systemUuid: string | null) =>
  useQuery({ ...servicesQuery(systemUuid ?? ''), enabled: Boolean(systemUuid) })
