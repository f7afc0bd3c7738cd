import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (the browser renders once
 * more). For what only the browser knows, such as its storage: hydration then meets the markup the server sent.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
