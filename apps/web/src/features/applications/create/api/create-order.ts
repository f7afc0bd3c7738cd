import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Application, CreateApplicationInput } from '@psp/contracts'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { isApiError } from '../../../../lib/api-error'
import { invalidateResource } from '../../../../lib/query-keys'

export interface CreatedOrder {
  application: Application
  /** Set when the application was filed but its files could not be added: the message to show. */
  filesError: string | null
}

/**
 * Files the application (POST /applications, JSON), then adds its files (PUT /applications/{id}/addfiles,
 * multipart). The application is never lost to a file problem: a failed upload is reported with the filed
 * application, whose page lets the user add the files again.
 */
export async function createOrder(input: CreateApplicationInput, files: File[]): Promise<CreatedOrder> {
  const application = await call(apps.createApplication, { body: input })
  if (files.length === 0) return { application, filesError: null }
  const form = new FormData()
  for (const file of files) form.append('files[]', file, file.name)
  try {
    const withFiles = await call(apps.addApplicationFiles, { params: { id: application.id }, body: form })
    return { application: withFiles, filesError: null }
  } catch (error) {
    return { application, filesError: isApiError(error) ? error.message : 'Не удалось загрузить файлы' }
  }
}

export function useCreateOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ input, files }: { input: CreateApplicationInput; files: File[] }) => createOrder(input, files),
    // The order lists and the operators' queue show the new application.
    onSuccess: () => invalidateResource(client, 'applications'),
  })
}
