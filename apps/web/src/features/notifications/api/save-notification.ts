import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATION_IMAGE_FIELD } from '@psp/contracts'
import { notificationsEndpoints } from '@psp/contracts/endpoints/notifications.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

export interface NotificationPayload {
  title: string
  text: string
  /** ISO instants of the moments typed in the browser's time zone. */
  publicationDate: string | null
  expirationDate: string | null
  publishImmediately: boolean
  removeImage: boolean
  image: File | null
}

function formOf(payload: NotificationPayload) {
  const form = new FormData()
  form.append('title', payload.title)
  form.append('text', payload.text)
  form.append('publicationDate', payload.publicationDate ?? '')
  form.append('expirationDate', payload.expirationDate ?? '')
  form.append('publishImmediately', String(payload.publishImmediately))
  form.append('removeImage', String(payload.removeImage))
  if (payload.image) form.append(NOTIFICATION_IMAGE_FIELD, payload.image, payload.image.name)
  return form
}

/** POST /api/alerts (create) or PUT /api/alerts/{id} (edit), multipart (SPEC §7). */
export const saveNotification = (id: string | null, payload: NotificationPayload) =>
  id
    ? call(notificationsEndpoints.editNotification, { params: { id }, body: formOf(payload) })
    : call(notificationsEndpoints.createNotification, { body: formOf(payload) })

export function useSaveNotification(id: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (payload: NotificationPayload) => saveNotification(id, payload),
    onSuccess: () => invalidateResource(client, 'alerts'),
  })
}
