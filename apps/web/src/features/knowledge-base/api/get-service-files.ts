import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FileAttachment } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /services/{id}/files: the files attached to a service. */
export const getServiceFiles = (serviceUuid: string) =>
  api.get<FileAttachment[]>(`/services/${encodeURIComponent(serviceUuid)}/files`, {
    fallbackCode: 'FailedToGetDataFromSd',
  })

export const serviceFilesQuery = (serviceUuid: string) =>
  queryOptions({ queryKey: kbKeys.serviceFiles(serviceUuid), queryFn: () => getServiceFiles(serviceUuid) })

export const useServiceFiles = (serviceUuid: string | null) =>
  useQuery({ ...serviceFilesQuery(serviceUuid ?? ''), enabled: Boolean(serviceUuid) })
