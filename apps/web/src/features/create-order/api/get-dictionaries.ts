import { useQuery } from '@tanstack/react-query'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../lib/api-call'
import { createOrderKeys } from './keys'

// The service desk's dictionaries change rarely; one answer serves the whole visit to the form.
const staleTime = 10 * 60_000

/** GET /services/{id}/hint: what the service asks applicants to mention. */
export const useServiceHint = (serviceUuid: string | null) =>
  useQuery({
    queryKey: createOrderKeys.hint(serviceUuid ?? ''),
    queryFn: () => call(apps.getServiceHint, { params: { id: serviceUuid! } }),
    enabled: Boolean(serviceUuid),
    staleTime,
  })

/** GET /services/{id}/applicationTypes: the options are `title`, their values `fullyQualifiedName` (SPEC §3). */
export const useApplicationTypes = (serviceUuid: string | null) =>
  useQuery({
    queryKey: createOrderKeys.applicationTypes(serviceUuid ?? ''),
    queryFn: () => call(apps.getApplicationTypes, { params: { id: serviceUuid! } }),
    enabled: Boolean(serviceUuid),
    staleTime,
  })

export const useWarranties = () =>
  useQuery({ queryKey: createOrderKeys.warranties(), queryFn: () => call(apps.getWarranties), staleTime })

export const useImpacts = () =>
  useQuery({ queryKey: createOrderKeys.impacts(), queryFn: () => call(apps.getImpacts), staleTime })
