import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { ResolvedTarget } from './allowed-hosts'

/** Bytes of an answer read at most; the rest is not waited for. */
const READ_MAX_BYTES = 4096

export type PostOutcome = { status: number; excerpt: string } | { status: null; excerpt: string }

/**
 * POSTs the body to the URL at the address already checked (the connection never looks the name up again), within
 * `timeoutMs` for the whole exchange, reading at most a few KB of the answer. Never follows a redirect: a 3xx is
 * answered as it came and counts as a failure.
 */
export function postDelivery(
  url: URL,
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostOutcome> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }])
    else callback(null, target.address, target.family)
  }
  const transport = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: PostOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        const finish = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, READ_MAX_BYTES).toString('utf8')
          settle({ status: response.statusCode ?? 0, excerpt })
          response.destroy()
        }
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          size += chunk.length
          if (size >= READ_MAX_BYTES) finish()
        })
        response.on('end', finish)
        response.on('error', finish)
      },
    )
    const timer = setTimeout(() => {
      settle({ status: null, excerpt: `no answer within ${timeoutMs} ms` })
      request.destroy()
    }, timeoutMs)
    request.on('error', (error) => settle({ status: null, excerpt: error.message }))
    request.end(body)
  })
}
