// Starts the first downloads of a signed-in page while the app's entry is still downloading (a file of its own: the
// CSP allows no inline script): the route chunks the page will need, then its first data requests. The app takes
// each answer once, for exactly the same URL (apps/web/src/lib/early-requests.ts); an answer nobody asks for is
// dropped with the page. Public pages skip it, and so does the `error` test query, which the app adds to its calls.
// On a page the server rendered it starts the app itself, after the first paint (ADR 0023).
/* global __ROUTE_CHUNKS__ */
;(function () {
  // The browser's time zone, for the times in the pages the server renders (TIME_ZONE_COOKIE, ADR 0023): sent with
  // those pages only, not with every call.
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    var renderedPaths = ['/knowledge-base', '/search']
    for (var p = 0; zone && p < renderedPaths.length; p++) {
      document.cookie =
        'psp_tz=' + encodeURIComponent(zone) + '; path=' + renderedPaths[p] + '; max-age=31536000; samesite=lax'
    }
  } catch {
    /* no zone known: the server renders in the portal's */
  }
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
  // A page the server rendered (ADR 0023) is readable already and came with its answers: its JavaScript only makes it
  // interactive. It is fetched once the page has painted, so that it does not hold up the page's own styles, and no
  // data request is started. The server moved the entry and its preloads into these attributes.
  var entry = document.documentElement.getAttribute('data-app-entry')
  if (entry) {
    var started = false
    var startApp = function () {
      if (started) return
      started = true
      preload((document.documentElement.getAttribute('data-app-preload') || '').split(' ').filter(Boolean))
      preload(routeChunks)
      var script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = entry
      document.head.appendChild(script)
    }
    var afterPaint = function () {
      // After the first contentful paint where the browser reports it, else after the next frame.
      var observes = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0
      if (observes) {
        new PerformanceObserver(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length) setTimeout(startApp, 0)
        }).observe({ type: 'paint', buffered: true })
      } else {
        requestAnimationFrame(function () {
          setTimeout(startApp, 0)
        })
      }
      // A tab opened in the background paints nothing until shown: its app starts anyway.
      setTimeout(startApp, 1000)
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
    else afterPaint()
    return
  }
  if (publicPaths.indexOf(path) >= 0 || query.has('error') || !window.fetch) return
  preload(routeChunks)
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
  // Reads an early answer's JSON without taking its body from the app: this handler was registered first, so it runs
  // before the app's own on the same promise.
  var json = function (url) {
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
