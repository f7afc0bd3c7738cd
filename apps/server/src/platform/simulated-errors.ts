import type { FastifyInstance } from 'fastify'
import { isErrorCode } from '@psp/contracts'
import { AppError } from './errors'

/**
 * SPEC §7's test query `error`: when simulated errors are enabled (demo, never production), an API call
 * carrying `?error` fails with the catalogue code it names, or GeneralError. Runs after authentication,
 * so it never reveals anything to a signed-out caller.
 */
export function registerSimulatedErrors(app: FastifyInstance, enabled: boolean) {
  if (!enabled) return
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return
    if (request.routeOptions.config.queryErrorIsProtocol) return
    const query = request.query as Record<string, unknown> | undefined
    if (!query || !('error' in query)) return
    const requested = query.error
    throw new AppError(isErrorCode(requested) ? requested : 'GeneralError')
  })
}

/** The same test switch carried in a JSON body (POST /organizations/{id}/users takes `error` there, SPEC §7). */
export function throwSimulatedError(enabled: boolean, requested: unknown) {
  if (!enabled || requested === undefined) return
  throw new AppError(isErrorCode(requested) ? requested : 'GeneralError')
}
