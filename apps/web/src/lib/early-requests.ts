/**
 * Answers started by build/early-requests.js before the app's JavaScript ran (the user data, the article of an
 * article page). Each is handed out once, to the first GET of exactly that URL; later calls go to the network. The
 * app notes every URL it asks for, so that the script, when it runs after the app has begun (it loads async), starts
 * none of them: an answer the app's first call did not take would reach a later call, out of date.
 */
declare global {
  interface Window {
    __pspEarlyRequests?: Record<string, Promise<Response> | undefined>
    __pspAsked?: Record<string, true>
  }
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  window.__pspAsked ??= {}
  window.__pspAsked[url] = true
  if (!window.__pspEarlyRequests) return undefined
  const early = window.__pspEarlyRequests[url]
  delete window.__pspEarlyRequests[url]
  return early
}
