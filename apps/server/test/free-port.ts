import { createServer } from 'node:net'

/** A TCP port nothing listens on right now, for servers a test or bench starts itself. */
export async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}
