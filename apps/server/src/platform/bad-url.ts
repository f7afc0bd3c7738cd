import type { FastifyError, FastifyReply } from 'fastify'
import { AppError } from './errors'

/**
 * A URL the router cannot even read (`%FF` in a path parameter, a parameter longer than the router keeps) never reaches
 * a route nor the error handler: Fastify answers it itself, with its own body. Answered here as the catalogue's bad
 * input, like any other (Fastify's `frameworkErrors` option).
 */
export function answerUnreadableUrl(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Слишком длинный адрес запроса' : 'Некорректный адрес запроса'
  void reply.status(400).send(new AppError('ValidationError', message).toBody())
}
