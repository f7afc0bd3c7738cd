import { describe, expect, it } from 'vitest'
import { databaseErrorSummary, isDatabaseUnavailable } from './database-errors'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a connection ended by the driver', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a query wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['localhost tried on IPv4 and IPv6', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('recognizes %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a query wrapped by drizzle', new Error('Failed query: insert', { cause: withCode('23503') })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('leaves %s to the 500 path', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('summarizes the driver error under the wrapping', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED') })
    expect(databaseErrorSummary(wrapped)).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })
  })
})
