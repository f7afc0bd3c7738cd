import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { AppContext } from './platform/context'
import { answerUnreadableUrl } from './platform/bad-url'
import { registerCsrfGuard } from './platform/csrf'
import { registerErrorHandler } from './platform/error-handler'
import { registerInputGuard } from './platform/input-guard'
import { registerJsonBodyParser } from './platform/json-body'
import { registerMetrics } from './platform/metrics/metrics-routes'
import { registerMethodNotAllowed } from './platform/method-not-allowed'
import { registerOpenApi } from './platform/openapi'
import { registerSecurityHeaders } from './platform/security-headers'
import { registerSharedRateLimits } from './platform/shared-rate-limits'
import { registerSimulatedErrors } from './platform/simulated-errors'
import { portalSettingsOf } from './platform/portal-settings'
import { registerWebApp } from './platform/web-app'
import { apiModules } from './modules/index'
import { registerAuthHooks } from './modules/auth/auth.hooks'
import { registerAgreementGate } from './policies/agreement-gate'

export interface BuildAppOptions {
  webDistDir?: string
  /** Sees every route as it is added: the tests list the app's routes with it. */
  onRoute?: (route: RouteOptions) => void
}

/**
 * Fastify ignores a bare hop count (it cannot tell the proxy from a client), so a count becomes the trust function
 * proxy-addr asks hop by hop: the nearest `hops` addresses are the operator's proxies.
 */
function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting
}

/** Builds the whole server; `main.ts` and the tests build it the same way. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: answerUnreadableUrl,
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerJsonBodyParser(app)
  registerMethodNotAllowed(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })

  registerErrorHandler(app)
  // Before every other route, so its hooks time and count all of them.
  registerMetrics(app, ctx)
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets its theme variables in a <style> element and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: ctx.config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: ctx.config.production,
  })
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(fastifyCookie)
  await app.register(fastifyMultipart, {
    limits: { fileSize: ctx.config.UPLOAD_LIMIT_BYTES, files: 10, fields: 20, parts: 30 },
  })
  await registerSharedRateLimits(app, ctx)
  await registerOpenApi(app)

  registerCsrfGuard(app)
  registerAuthHooks(app, ctx)
  registerAgreementGate(app)
  registerInputGuard(app)
  registerSimulatedErrors(app, ctx.config.simulatedErrors)

  await app.register(
    async (api) => {
      for (const routes of apiModules) await api.register(routes(ctx))
    },
    { prefix: '/api' },
  )
  // The context's background work runs while the server does; open alert streams end first, or closing would wait
  // for them forever.
  app.addHook('onReady', async () => ctx.start())
  app.addHook('preClose', async () => ctx.alerts.endAll())
  app.addHook('onClose', async () => ctx.close())
  await registerWebApp(app, options.webDistDir, portalSettingsOf(ctx.config))
  return app
}
