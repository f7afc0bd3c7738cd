import type { FastifyInstance } from 'fastify'
import { BAD_ENCODING } from './bad-text'
import { AppError } from './errors'

/** Fails on bytes that are not UTF-8, where a plain decode would quietly turn them into U+FFFD and store that. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * JSON bodies: an empty body is "no body" (SPEC's POST /login/organization takes one), not a parse error, and a
 * body that is not UTF-8 is refused as bad input. Fastify's own parser does the rest (it refuses `__proto__` too).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = strictUtf8.decode(body as Buffer)
    } catch {
      return done(new AppError('ValidationError', BAD_ENCODING, { body: BAD_ENCODING }), undefined)
    }
    if (text === '') return done(null, undefined)
    parseJson(request, text, done)
  })
}
