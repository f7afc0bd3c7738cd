import { queryOptions, useQuery } from '@tanstack/react-query'
import { agreementsEndpoints } from '@psp/contracts/endpoints/agreements.endpoints'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { apiUrl, call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

export const getCurrentAgreement = () => call(authEndpoints.getCurrentAgreement)

export const currentAgreementQuery = queryOptions({
  queryKey: queryKey(authEndpoints.getCurrentAgreement),
  queryFn: getCurrentAgreement,
})

export const useCurrentAgreement = (enabled: boolean) => useQuery({ ...currentAgreementQuery, enabled })

export const agreementFileUrl = (id: string) => apiUrl(agreementsEndpoints.getAgreementFile, { id })
