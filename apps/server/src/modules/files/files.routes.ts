import type { FastifyInstance, FastifyReply } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { filesEndpoints as endpoints } from '@psp/contracts/endpoints/files.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { contentDisposition } from '../../platform/content-disposition'
import { openFile } from './files.service'

/** Streams a stored file to the client under its own name. */
export function sendStoredFile(reply: FastifyReply, opened: Awaited<ReturnType<typeof openFile>>, inline = false) {
  return reply
    .header('Content-Type', opened.file.mimeType)
    .header('Content-Length', String(opened.file.size))
    .header('Content-Disposition', contentDisposition(opened.file.name, inline ? 'inline' : 'attachment'))
    .header('Cache-Control', 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .send(opened.stream)
}

export function filesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.downloadFile,
      {
        config: { access: 'user' },
        tags: ['files'],
        summary: 'Download a stored file the user may read',
        // The stored file's own type.
        answer: { type: '*/*' },
        responses: { 404: errorBodySchema },
      },
      async (request, reply) => sendStoredFile(reply, await openFile(ctx, actorOf(request), request.params.id)),
    )
  }
}
