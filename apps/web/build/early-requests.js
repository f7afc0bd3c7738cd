// Starts the first downloads of a signed-in page while the app's entry is still downloading (a file of its own: the
// CSP allows no inline script): the route chunks the page will need, then its first data requests. The app takes
// each answer once, for exactly the same URL (apps/web/src/lib/early-requests.ts); an answer nobody asks for is
// dropped with the page. Public pages skip it, and so does the `error` test query, which the app adds to its calls.
// A page the server rendered loads rendered-page.js instead (ADR 0024).
/* global __ROUTE_CHUNKS__ */
;(function () {
  var publicPaths = ['/login', '/ui-kit', '/info', '/token-login-error']
  var path = location.pathname.replace(/\/+$/, '') || '/'
  var query = new URLSearchParams(location.search)
  // Filled by the build (build/early-requests.ts): chunk files by page path, '*' for every signed-in page.
  var chunks = __ROUTE_CHUNKS__
  var preload = function (files) {
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = '/' + files[i].replace(/^\//, '')
      document.head.appendChild(link)
    }
  }
  var routeChunks = (chunks['*'] || []).concat(chunks[path] || [])
  if (publicPaths.indexOf(path) >= 0 || query.has('error') || !window.fetch) return
  preload(routeChunks)
  var early = (window.__pspEarlyRequests = {})
  // The URLs the app has asked for already (lib/early-requests.ts): an answer started after that would be nobody's,
  // and a later call of the app would take it, out of date.
  var asked = (window.__pspAsked = window.__pspAsked || {})
  var start = function (url) {
    if (asked[url]) return
    early[url] = fetch(url, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      credentials: 'same-origin',
    })
    // A failed early request is asked again by the app; it must not be reported as unhandled meanwhile.
    early[url].catch(function () {})
  }
  // Every signed-in page asks for the user first.
  start('/api/user/info')
  // Reads an early answer's JSON without taking its body from the app: this handler was registered first, so it runs
  // before the app's own on the same promise.
  var json = function (url) {
    if (!early[url]) return Promise.reject(new Error(url))
    return early[url].then(function (r) {
      if (!r.ok) throw new Error(url)
      return r.clone().json()
    })
  }
  // The knowledge base's main page as a reader sees it (knowledge-base-page.tsx): the systems with articles, the
  // important information, then for the system shown (the remembered one, else the first) its services and the side
  // column's lists, with the parameters the page sends. The Admin's page asks other calls, and a user who must accept
  // the agreement first gets no data yet: nothing more is started for them.
  if (path === '/knowledge-base') {
    json('/api/user/info')
      .then(function (user) {
        if (user.role === 'Admin' || user.agreementId) return
        start('/api/systems/knowledge-base')
        start('/api/articles/important-info')
        return json('/api/systems/knowledge-base').then(function (systems) {
          var stored = null
          try {
            stored = localStorage.getItem('systemUuid')
          } catch {
            /* storage unavailable: the first system is shown */
          }
          var shown =
            systems.filter(function (s) {
              return s.uuid === stored
            })[0] || systems[0]
          if (!shown) return
          var system = '?' + new URLSearchParams({ systemUuid: shown.uuid })
          start('/api/services/with-articles' + system)
          start('/api/articles/last-modified' + system)
          start('/api/articles/popular' + system)
        })
      })
      .catch(function () {})
  }
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
