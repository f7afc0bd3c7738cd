/**
 * Answers started by public/early-requests.js before the app's JavaScript ran (the user data, the article of an
 * article page). Each is handed out once, to the first GET of exactly that URL; later calls go to the network.
 */
declare global {
  interface Window {
    __pspEarlyRequests?: Record<string, Promise<Response> | undefined>
  }
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__pspEarlyRequests) return undefined
  const early = window.__pspEarlyRequests[url]
  delete window.__pspEarlyRequests[url]
  return early
}
