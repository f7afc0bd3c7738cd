import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the lazy routes a path matches and puts what they load in place, before the router is made. Hydrating a
 * server-rendered page needs them at once: a router still loading them renders nothing, which the markup is not.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
