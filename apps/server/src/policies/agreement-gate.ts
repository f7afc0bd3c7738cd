import type { FastifyInstance } from 'fastify'
import { AppError } from '../platform/errors'
import '../platform/route-config'

/**
 * Security item 6: a user who has not accepted the current user agreement gets no data. Decided on the matched
 * route, after authentication, from the actor alone (the session carries `agreementAccepted`, kept true by the
 * session feed), so it costs no query. Public routes are no data calls; the calls the terms dialog needs declare
 * `config.agreementExempt: true`.
 */
export function registerAgreementGate(app: FastifyInstance) {
  // preParsing: after every onRequest hook (whatever scope authenticates), before the body is read.
  app.addHook('preParsing', async (request) => {
    const actor = request.actor
    if (!actor || actor.agreementAccepted) return
    const { url, config } = request.routeOptions
    // Only API routes carry data; the web app's pages and files are served to everyone (the app shows the dialog).
    if (!url?.startsWith('/api/') || config?.agreementExempt || (config?.access ?? 'user') === 'public') return
    throw new AppError('AgreementNotAccepted')
  })
}
