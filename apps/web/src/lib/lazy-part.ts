import { type ComponentType, lazy } from 'react'

const loaders = new Set<() => Promise<unknown>>()

/**
 * React.lazy for a part of a page that is not in its first download. Once `loadLazyParts` has loaded it, React renders
 * it at once instead of suspending: a server-rendered page then hydrates it with the rest, and a click the user made
 * on it before the app started is done again on it (ADR 0024), where a part still loading would let the click go.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const start = () => (loading ??= load().then((component) => (loaded = { default: component })))
  loaders.add(start)
  // A thenable that answers at once: React.lazy takes a part loaded already without suspending.
  const now = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>
  return lazy(() => (loaded ? now(loaded) : start()))
}

/** Loads every lazy part of the modules loaded so far: before hydrating a server-rendered page. */
export const loadLazyParts = () => Promise.all([...loaders].map((start) => start()))
