import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AGREEMENT_UPLOAD_FIELD } from '@psp/contracts'
import { agreementsEndpoints } from '@psp/contracts/endpoints/agreements.endpoints'
import { apiUrl, call, callFile } from '../../../lib/api-call'
import { invalidateResource, queryKey } from '../../../lib/query-keys'

/** GET /api/useragreement/all: every version, newest first. */
export const agreementsQuery = queryOptions({
  queryKey: queryKey(agreementsEndpoints.getAgreements),
  queryFn: () => call(agreementsEndpoints.getAgreements),
  retry: false,
})
export const useAgreements = () => useQuery(agreementsQuery)

/** POST /api/useragreement (multipart `file` and `name`): the new version every user is asked to accept. */
export function useUploadAgreement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => {
      const form = new FormData()
      form.append('name', name)
      form.append(AGREEMENT_UPLOAD_FIELD, file, file.name)
      return call(agreementsEndpoints.uploadAgreement, { body: form })
    },
    onSuccess: () => invalidateResource(client, 'agreements'),
  })
}

/** GET /api/useragreement/report: the acceptance report as XLSX. */
export const downloadAcceptanceReport = () => callFile(agreementsEndpoints.getAcceptanceReport)

export const agreementFileUrl = (id: string) => apiUrl(agreementsEndpoints.getAgreementFile, { id })
