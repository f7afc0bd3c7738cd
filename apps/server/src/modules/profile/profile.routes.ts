import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { changePhoneRequestSchema, errorBodySchema, noticeDismissedSchema, userSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { readUpload } from '../../platform/upload-reader'
import { avatarForm } from './avatar-upload'
import { changeAvatar, changePhone, deleteAvatar, dismissNoOrganizationNotice } from './profile.service'

const errors = { 400: errorBodySchema, 413: errorBodySchema }

export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.patch(
      '/user/phone',
      {
        config: { access: 'user' },
        schema: {
          tags: ['user'],
          summary: "Changes the signed-in user's phone (+7 (999) 999-99-99, first digit 3, 4, 6, 7, 8 or 9)",
          body: changePhoneRequestSchema,
          response: { 200: userSchema, 400: errorBodySchema },
        },
      },
      async (request) => changePhone(ctx, actorOf(request), request.body),
    )

    r.patch(
      '/user/avatar',
      {
        config: { access: 'user', upload: avatarForm },
        schema: {
          tags: ['user'],
          summary: "Sets the signed-in user's avatar: multipart field `file`, a .jpg/.jpeg/.png of at most 5 MB",
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => {
        const [avatar] = (await readUpload(request, avatarForm)).files
        return changeAvatar(ctx, actorOf(request), avatar)
      },
    )

    r.delete(
      '/user/avatar',
      {
        config: { access: 'user' },
        schema: { tags: ['user'], summary: "Removes the signed-in user's avatar", response: { 200: userSchema } },
      },
      async (request) => deleteAvatar(ctx, actorOf(request)),
    )

    r.post(
      '/user/no-organization-notice/dismiss',
      {
        config: { access: 'user' },
        schema: {
          tags: ['user'],
          summary:
            'Remembers that the user closed «Вы не состоите ни в одной организации»: not offered at sign-in again',
          response: { 200: noticeDismissedSchema },
        },
      },
      async (request) => dismissNoOrganizationNotice(ctx, actorOf(request)),
    )
  }
}
