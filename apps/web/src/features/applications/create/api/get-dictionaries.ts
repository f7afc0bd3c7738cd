import { useQuery } from '@tanstack/react-query'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

// The service desk's dictionaries change rarely; one answer serves the whole visit to the form.
const staleTime = 10 * 60_000

/** GET /services/{id}/hint: what the service asks applicants to mention. */
export const useServiceHint = (serviceUuid: string | null) =>
  useQuery({
    queryKey: queryKey(apps.getServiceHint, { params: { id: serviceUuid ?? '' } }),
    queryFn: () => call(apps.getServiceHint, { params: { id: serviceUuid! } }),
    enabled: Boolean(serviceUuid),
    staleTime,
  })

/** GET /services/{id}/applicationTypes: the options are `title`, their values `fullyQualifiedName` (SPEC §3). */
export const useApplicationTypes = (serviceUuid: string | null) =>
  useQuery({
    queryKey: queryKey(apps.getApplicationTypes, { params: { id: serviceUuid ?? '' } }),
    queryFn: () => call(apps.getApplicationTypes, { params: { id: serviceUuid! } }),
    enabled: Boolean(serviceUuid),
    staleTime,
  })

export const useWarranties = () =>
  useQuery({ queryKey: queryKey(apps.getWarranties), queryFn: () => call(apps.getWarranties), staleTime })

export const useImpacts = () =>
  useQuery({ queryKey: queryKey(apps.getImpacts), queryFn: () => call(apps.getImpacts), staleTime })
