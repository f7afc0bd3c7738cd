import { CHUNK_LOAD_TIMEOUT_MS } from '@psp/contracts/limits'
import type { RouteObject } from 'react-router'

/** Named like the browsers' own failure so the route error boundary shows the loading error for it too. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Failed to fetch dynamically imported module: timed out')
    this.name = 'ChunkLoadTimeoutError'
  }
}

/** A chunk that has not arrived within SPEC §9's 120 s counts as failed. */
export function withTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}

/** Applies the chunk-load timeout to every lazy route of the map, however deep. */
export function withChunkLoadTimeout(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route
    const next = { ...route } as RouteObject
    if (typeof lazy === 'function') next.lazy = (() => withTimeout(lazy())) as typeof lazy
    if (children) next.children = withChunkLoadTimeout(children)
    return next
  })
}
