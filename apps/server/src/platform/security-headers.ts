import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * helmet's headers, computed once at start and set on every response. (@fastify/helmet rebuilds the helmet
 * middleware, CSP parsing included, on every request; the headers never vary here, as no nonces are used.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {}
  const collect = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  } as unknown as ServerResponse
  helmet(options)({} as IncomingMessage, collect, (error?: unknown) => {
    if (error) throw error
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
