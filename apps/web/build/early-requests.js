// Starts the first downloads of a signed-in page while the app's entry is still downloading (a file of its own: the
// CSP allows no inline script): the route chunks the page will need, then its first data requests. The app takes each answer once, for exactly the same URL
// (apps/web/src/lib/early-requests.ts); an answer nobody asks for is dropped with the page. Public pages skip it, and
// so does the `error` test query, which the app adds to its calls.
/* global __ROUTE_CHUNKS__ */
;(function () {
  var publicPaths = ['/login', '/ui-kit', '/info', '/token-login-error']
  var path = location.pathname.replace(/\/+$/, '') || '/'
  var query = new URLSearchParams(location.search)
  if (publicPaths.indexOf(path) >= 0 || query.has('error') || !window.fetch) return
  // Filled by the build (build/early-requests.ts): chunk files by page path, '*' for every signed-in page.
  var chunks = __ROUTE_CHUNKS__
  var files = (chunks['*'] || []).concat(chunks[path] || [])
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = '/' + files[i]
    document.head.appendChild(link)
  }
  var early = (window.__pspEarlyRequests = {})
  var start = function (url) {
    early[url] = fetch(url, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      credentials: 'same-origin',
    })
    // A failed early request is asked again by the app; it must not be reported as unhandled meanwhile.
    early[url].catch(function () {})
  }
  // Every signed-in page asks for the user first.
  start('/api/user/info')
  // The article page: GET /api/articles with the parameters the page sends, in its order (article-details-page.tsx).
  var uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  if (path === '/knowledge-base/details' && uuid.test(query.get('article') || '')) {
    var params = new URLSearchParams({ articleUuid: query.get('article') })
    if (uuid.test(query.get('system') || '')) params.set('systemUuid', query.get('system'))
    if (uuid.test(query.get('service') || '')) params.set('serviceUuid', query.get('service'))
    if (query.get('fromTag')) params.set('tagFromExternal', query.get('fromTag'))
    start('/api/articles?' + params)
  }
})()
