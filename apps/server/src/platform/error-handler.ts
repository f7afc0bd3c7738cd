import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorMessages, type ErrorBody, type ErrorCode } from '@psp/contracts'
import { AppError } from './errors'

/** Fastify's own error codes that come from bad input, mapped to catalogue codes. */
const fastifyInputErrors: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'ValidationError' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'ValidationError' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'ValidationError' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'ValidationError' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PayloadTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PayloadTooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'PayloadTooLarge' },
  FST_FILES_LIMIT: { status: 400, code: 'FailedToUploadFiles' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'ValidationError' },
  FST_ERR_VALIDATION: { status: 400, code: 'ValidationError' },
}

/** One place that turns every thrown error into `{ code, message }` with the catalogue's HTTP status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message, fields: error.fields }
      return reply.status(error.status).send(body)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[where] = issue.message ?? 'Некорректное значение'
      }
      return reply
        .status(400)
        .send({ code: 'ValidationError', message: errorMessages.ValidationError, fields } satisfies ErrorBody)
    }
    const mapped = error.code ? fastifyInputErrors[error.code] : undefined
    if (mapped) {
      return reply.status(mapped.status).send({ code: mapped.code, message: errorMessages[mapped.code] } satisfies ErrorBody)
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'TooManyRequests', message: errorMessages.TooManyRequests } satisfies ErrorBody)
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: 'ValidationError', message: errorMessages.ValidationError } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: 'GeneralError', message: errorMessages.GeneralError } satisfies ErrorBody)
  })

}
