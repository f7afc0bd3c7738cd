import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { Problem } from '@psp/contracts'
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorSummary, isDatabaseUnavailable } from './database-errors'
import { AppError } from './errors'
import { isMalformedMultipart } from './multipart-guard'
import { applyRussianValidationMessages } from './russian-validation'

/** Fastify's own error codes that come from bad input, mapped to the portal's problems. */
const fastifyInputErrors: Record<string, Problem> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'ValidationError',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ValidationError',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ValidationError',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ValidationError',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'FileTooLarge',
  FST_PARTS_LIMIT: 'PayloadTooLarge',
  FST_FILES_LIMIT: 'TooManyFiles',
  FST_FIELDS_LIMIT: 'PayloadTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'ValidationError',
  FST_ERR_VALIDATION: 'ValidationError',
}

/** One place that turns every thrown error into `{ code, message }` with the catalogue's HTTP status. */
export function registerErrorHandler(app: FastifyInstance) {
  applyRussianValidationMessages()
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError
    if (error instanceof AppError) appError = error
    else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        fields[issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'] =
          issue.message || 'Некорректное значение'
      }
      // One problem in the whole request (the usual case of a form) is the answer's message too.
      const distinct = [...new Set(Object.values(fields))]
      appError = new AppError('ValidationError', distinct.length === 1 ? distinct[0] : undefined, fields)
    } else if (error.code && fastifyInputErrors[error.code]) appError = new AppError(fastifyInputErrors[error.code])
    else if (isMalformedMultipart(error)) appError = new AppError('ValidationError', 'Форма передана не полностью')
    else if (error.statusCode === 429) appError = new AppError('TooManyRequests')
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      appError = new AppError('ValidationError')
    else if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts or fails over: one warning line, not a stack per request.
      request.log.warn({ database: databaseErrorSummary(error) }, 'database unavailable')
      appError = new AppError('DatabaseUnavailable')
    } else {
      request.log.error({ err: error }, 'unhandled error')
      appError = new AppError('GeneralError')
    }
    if (appError.status === 503) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    return reply.status(appError.status).send(appError.toBody())
  })
}
