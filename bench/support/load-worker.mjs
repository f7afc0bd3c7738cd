// The load generator's thread (plain JavaScript: worker threads do not get tsx's loader on Node 20).
//
// Open loop at a fixed rate, as wrk2 does: request i is due at start + i / rate whatever the server is doing, and
// its latency runs from that due time, so a stalled server is charged for the requests it delayed (no coordinated
// omission). Requests go over keep-alive connections; one is sent on an idle connection, or waits in line for the
// next one to free up. The HTTP/1.1 handling is the minimum the portal's answers need (a Content-Length body), so
// the generator costs the shared CPU as little as possible.
import { once } from 'node:events'
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'
import { weightedPick } from './weighted-pick.mjs'

const options = workerData
const TIMEOUT_MS = 10_000
const TICK_MS = 1

const target = new URL(options.url)
const body = options.body === undefined ? null : Buffer.from(options.body)
const requestTo = (pathAndQuery) => {
  const headerLines = [
    `${options.method ?? 'GET'} ${pathAndQuery} HTTP/1.1`,
    `host: ${target.host}`,
    'connection: keep-alive',
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`content-length: ${body.length}`] : []),
  ]
  return Buffer.concat([Buffer.from(`${headerLines.join('\r\n')}\r\n\r\n`), body ?? Buffer.alloc(0)])
}
// One request, or one of several paths on the same server picked at random for each request: all alike, or the
// k-th with a weight of 1 / k^zipf (a few paths take most requests, as the most read articles do).
const requests = (options.paths ?? [`${target.pathname}${target.search}`]).map(requestTo)
const nextRequest = weightedPick(requests, (k) => (options.zipf ? 1 / (k + 1) ** options.zipf : 1), Math.random)

const HEADER_END = Buffer.from('\r\n\r\n')
const latencies = []
const counts = { non2xx: 0, errors: 0, timeouts: 0 }
const waiting = [] // due times of requests no connection was free for
let sent = 0
let settled = 0
let total = 0
let finished = false

/** One keep-alive connection: sends one request at a time and frames the answer by its Content-Length. */
function openConnection() {
  const connection = { socket: null, busy: false, timedOut: false, due: 0, buffer: Buffer.alloc(0), timer: null }
  const socket = net.connect({ host: target.hostname, port: Number(target.port) })
  socket.setNoDelay(true)
  connection.socket = socket
  socket.on('data', (chunk) => {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk
    const end = connection.buffer.indexOf(HEADER_END)
    if (end < 0) return
    const head = connection.buffer.toString('latin1', 0, end)
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN)
    if (Number.isNaN(length)) {
      fail(new Error(`an answer without Content-Length from ${options.url}: ${head.split('\r\n')[0]}`))
      return
    }
    if (connection.buffer.length < end + 4 + length) return
    connection.buffer = connection.buffer.subarray(end + 4 + length)
    const status = Number(head.slice(9, 12))
    if (status < 200 || status > 299) counts.non2xx++
    complete(connection, performance.now() - connection.due)
  })
  socket.on('error', () => {}) // followed by 'close', which settles the request in flight
  socket.on('close', () => {
    if (!connection.busy) return
    if (connection.timedOut) counts.timeouts++
    else counts.errors++
    complete(connection, null)
  })
  return connection
}

const connections = Array.from({ length: options.connections ?? 64 }, openConnection)
const idle = [...connections]

function send(connection, due) {
  connection.busy = true
  connection.due = due
  connection.timer = setTimeout(() => {
    connection.timedOut = true
    connection.socket.destroy()
  }, TIMEOUT_MS)
  connection.socket.write(nextRequest())
}

function complete(connection, latency) {
  clearTimeout(connection.timer)
  connection.busy = false
  settled++
  if (latency !== null) latencies.push(latency)
  if (connection.socket.destroyed) {
    const index = connections.indexOf(connection)
    connections[index] = openConnection()
    connection = connections[index]
  }
  if (waiting.length > 0) send(connection, waiting.shift())
  else idle.push(connection)
  if (finished && settled === total) report()
}

function fail(error) {
  for (const c of connections) c.socket.destroy()
  throw error
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0

// Every connection is open before the clock starts, so the first requests do not wait for the handshakes.
await Promise.all(connections.map((c) => once(c.socket, 'connect')))
const started = performance.now()
total = Math.round(options.rate * options.seconds)
const pacer = setInterval(() => {
  const dueByNow = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate) + 1)
  for (; sent < dueByNow; sent++) {
    const due = started + (sent * 1000) / options.rate
    const connection = idle.pop()
    if (connection) send(connection, due)
    else waiting.push(due)
  }
  if (sent === total) {
    clearInterval(pacer)
    finished = true
    if (settled === total) report()
  }
}, TICK_MS)

function report() {
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  for (const c of connections) c.socket.destroy()
  parentPort.postMessage({
    label: options.label,
    requests: sorted.length,
    ...counts,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  })
}
