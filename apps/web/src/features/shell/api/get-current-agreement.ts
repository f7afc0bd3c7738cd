import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgreementInfo } from '@psp/contracts'
import { api } from '../../../lib/api-client'

export const getCurrentAgreement = () => api.get<AgreementInfo | null>('/useragreement')

export const currentAgreementQuery = queryOptions({ queryKey: ['useragreement'], queryFn: getCurrentAgreement })

export const useCurrentAgreement = (enabled: boolean) => useQuery({ ...currentAgreementQuery, enabled })

export const agreementFileUrl = (id: string) => `/api/useragreement/file/${encodeURIComponent(id)}`
