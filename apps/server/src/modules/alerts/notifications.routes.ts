import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { notificationsEndpoints as endpoints } from '@psp/contracts/endpoints/notifications.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { notificationForm, readNotificationForm } from './notification-upload'
import { createNotification, editNotification, getNotification } from './notifications.service'

const tags = ['notifications']
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema }
const formDescription =
  'multipart/form-data: title (HTML, sanitized), text, publicationDate and expirationDate (ISO instants), ' +
  'publishImmediately, removeImage (edit) and an optional image file (PNG or JPEG, up to 5 MB)'

export function notificationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.getNotification,
      {
        config: { access: 'user' },
        tags,
        summary: 'One notification: published ones for any signed-in user, every state for platform Admins',
        responses: { 403: errorBodySchema, 404: errorBodySchema },
      },
      async (request) => getNotification(ctx, actorOf(request), request.params.id),
    )

    await routeOf(
      app,
      endpoints.createNotification,
      {
        config: { access: 'admin', upload: notificationForm },
        tags,
        summary: `Create a notification. ${formDescription}`,
        responses: errors,
      },
      async (request) => {
        const { fields, image } = await readNotificationForm(request)
        return createNotification(ctx, actorOf(request), fields, image)
      },
    )

    await routeOf(
      app,
      endpoints.editNotification,
      {
        config: { access: 'admin', upload: notificationForm },
        tags,
        summary: `Edit a notification. ${formDescription}`,
        responses: errors,
      },
      async (request) => {
        const { fields, image } = await readNotificationForm(request)
        return editNotification(ctx, actorOf(request), request.params.id, fields, image)
      },
    )
  }
}
