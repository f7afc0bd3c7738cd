import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { profileEndpoints } from '@psp/contracts/endpoints/profile.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { readUpload } from '../../platform/upload-reader'
import { avatarForm } from './avatar-upload'
import { changeAvatar, changePhone, deleteAvatar, dismissNoOrganizationNotice } from './profile.service'

const errors = { 400: errorBodySchema, 413: errorBodySchema }

export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      profileEndpoints.changePhone,
      {
        config: { access: 'user' },
        tags: ['user'],
        summary: "Changes the signed-in user's phone (+7 (999) 999-99-99, first digit 3, 4, 6, 7, 8 or 9)",
        responses: { 400: errorBodySchema },
      },
      async (request) => changePhone(ctx, actorOf(request), request.body),
    )

    await routeOf(
      app,
      profileEndpoints.uploadAvatar,
      {
        config: { access: 'user', upload: avatarForm },
        tags: ['user'],
        summary: "Sets the signed-in user's avatar: multipart field `file`, a .jpg/.jpeg/.png of at most 5 MB",
        responses: errors,
      },
      async (request) => {
        const [avatar] = (await readUpload(request, avatarForm)).files
        return changeAvatar(ctx, actorOf(request), avatar)
      },
    )

    await routeOf(
      app,
      profileEndpoints.deleteAvatar,
      {
        config: { access: 'user' },
        tags: ['user'],
        summary: "Removes the signed-in user's avatar",
      },
      async (request) => deleteAvatar(ctx, actorOf(request)),
    )

    await routeOf(
      app,
      profileEndpoints.dismissNoOrganizationNotice,
      {
        config: { access: 'user' },
        tags: ['user'],
        summary: 'Remembers that the user closed «Вы не состоите ни в одной организации»: not offered at sign-in again',
      },
      async (request) => dismissNoOrganizationNotice(ctx, actorOf(request)),
    )
  }
}
