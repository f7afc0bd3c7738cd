import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { takeEarlyResponse } from './early-requests'

/** build/early-requests.js as the build fills it in, run as the browser runs it. */
function runEarlyScript() {
  const template = readFileSync(path.join(import.meta.dirname, '../../build/early-requests.js'), 'utf8')
  new Function(template.replace('= __ROUTE_CHUNKS__', '= {}'))()
}

describe('the early requests of a signed-in page', () => {
  let fetched: string[]
  beforeEach(() => {
    delete window.__pspEarlyRequests
    delete window.__pspAsked
    fetched = []
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url)
      return Promise.resolve(new Response('{"role":"Regular"}'))
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('hands the user data started before the app to the app’s first call, and only to it', async () => {
    runEarlyScript()
    expect(fetched).toEqual(['/api/user/info'])
    expect(takeEarlyResponse('/api/user/info')).toBeInstanceOf(Promise)
    expect(takeEarlyResponse('/api/user/info')).toBeUndefined()
  })

  it('starts nothing the app asked for before the script ran: no later call gets an answer out of date', () => {
    // The script loads async: the app's first call may come first, and go to the network.
    expect(takeEarlyResponse('/api/user/info')).toBeUndefined()
    runEarlyScript()
    expect(fetched).toEqual([])
    // The call after accepting the agreement must reach the server, not an answer from before it.
    expect(takeEarlyResponse('/api/user/info')).toBeUndefined()
  })
})
