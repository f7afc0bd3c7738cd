import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, notificationSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { notificationForm, readNotificationForm } from './notification-upload'
import { createNotification, editNotification, getNotification } from './notifications.service'

const tags = ['notifications']
const idParams = z.object({ id: z.uuid() })
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema }
const formDescription =
  'multipart/form-data: title (HTML, sanitized), text, publicationDate and expirationDate (ISO instants), ' +
  'publishImmediately, removeImage (edit) and an optional image file (PNG or JPEG, up to 5 MB)'

export function notificationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.get(
      '/alerts/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'One notification: published ones for any signed-in user, every state for platform Admins',
          params: idParams,
          response: { 200: notificationSchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getNotification(ctx, actorOf(request), request.params.id),
    )

    r.post(
      '/alerts',
      {
        config: { access: 'admin', upload: notificationForm },
        schema: {
          tags,
          summary: `Create a notification. ${formDescription}`,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => {
        const { fields, image } = await readNotificationForm(request)
        return createNotification(ctx, actorOf(request), fields, image)
      },
    )

    r.put(
      '/alerts/:id',
      {
        config: { access: 'admin', upload: notificationForm },
        schema: {
          tags,
          summary: `Edit a notification. ${formDescription}`,
          params: idParams,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => {
        const { fields, image } = await readNotificationForm(request)
        return editNotification(ctx, actorOf(request), request.params.id, fields, image)
      },
    )
  }
}
