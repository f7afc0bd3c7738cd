import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, type DehydratedState, type Query, QueryClient } from '@tanstack/react-query'
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { Providers } from '../app/providers'
import { createRoutes } from '../app/router'
import type { PortalSettings } from '@psp/contracts'
import { setTransport } from '../lib/api-client'
import { setPortalSettings } from '../lib/portal-settings'
import { setLocalBacking } from '../lib/storage'
import { setRenderTitleSink } from '../lib/use-document-title'
import { setVisionServerSource } from '../features/vision/vision-store'

/**
 * The server-side renderer of the signed-in pages whose first paint matters most (ADR 0023). The server calls
 * `renderPage` for a full page load; the browser then hydrates the HTML with the same answers (main.tsx), so the
 * page is readable before its JavaScript has run. Anything unusual (a redirect, a failed call, a render error) gives
 * null and the server sends the plain app, which renders in the browser as before.
 */

export type Send = (url: string, init: RequestInit) => Promise<Response>

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string
  /** The answers the markup was rendered from, for the browser's query cache. */
  state: DehydratedState
  /** The page's document title, as the app sets it. */
  title: string | undefined
}

interface Render {
  send: Send
  storage: Readonly<Record<string, string>>
  /** The cookie of the version for the visually impaired (ADR 0035): its bar renders as the browser will show it. */
  vision?: string
  /** The title the outermost page asking for one gave, in the last pass. */
  title?: string
}

/**
 * Each render's calls go out through its own `send` and it reads its user's stored values: renders run at once. Its
 * times show in the portal's zone, from the settings, as in the browser.
 */
const current = new AsyncLocalStorage<Render>()
setTransport((url, init) => {
  const render = current.getStore()
  if (!render) return Promise.reject(new Error('a call outside a server render'))
  return render.send(url, init)
})
// The renderer's local storage is the one of the browser it renders for, as the browser mirrored it (ADR 0024): read
// only, and nothing outside a render.
setLocalBacking(() => {
  const storage = current.getStore()?.storage
  return storage && { getItem: (key: string) => storage[key] ?? null, setItem() {}, removeItem() {} }
})
setVisionServerSource(() => current.getStore()?.vision)
setRenderTitleSink((title) => {
  const render = current.getStore()
  if (render && render.title === undefined) render.title = title
})

const handler = createStaticHandler(createRoutes())

/** A page asks its data in steps (the user, then the systems, then the chosen system's lists): one pass each. */
const MAX_PASSES = 6

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled
  return (typeof option === 'function' ? option(query) : option) !== false
}

/** Queries the last render asked for that nobody has fetched yet. */
const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q))

/**
 * Renders the page at `url` (absolute) as the user whose calls `send` makes, with the portal's settings (its time zone
 * among them), reading `storage` as the browser's stored values (by storage key, as the browser mirrored them for the
 * server).
 */
export async function renderPage(
  url: string,
  send: Send,
  settings: PortalSettings,
  storage: Readonly<Record<string, string>> = {},
  vision?: string,
): Promise<RenderedPage | null> {
  setPortalSettings(settings)
  const render: Render = { send, storage, vision }
  return current.run(render, async () => {
    const context = await handler.query(new Request(url))
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null
    const router = createStaticRouter(handler.dataRoutes, context)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
    const page = (
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    )
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      render.title = undefined
      // Unlike renderToString, prerendering waits for the lazy parts of the page (the header's alerts popup).
      const html = await text(
        (await prerenderToNodeStream(page, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude,
      )
      const next = waiting(client)
      if (next.length === 0) return { html, state: dehydrate(client), title: render.title }
      await Promise.all(next.map((q) => q.fetch().catch(() => undefined)))
      // A refused or failed call is the browser's to show, with its own messages and retries.
      if (
        client
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === 'error')
      )
        return null
    }
    return null
  })
}
