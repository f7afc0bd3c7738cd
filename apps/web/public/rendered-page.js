// Starts the app of a page the server rendered (ADR 0023, ADR 0024), in place of early-requests.js; the last element
// of the page. Such a page is readable, and its links work, before any of its JavaScript runs: the app only makes the
// rest of it interactive. So reading costs the browser no script work at all. Once the page has loaded, the app's
// files are downloaded in the background, and the app starts at the user's first sign of use: the pointer moving or
// pressed, a touch, a key, the wheel, focus. A click or a form sent before the app has taken the page over is held,
// and the app replays it (apps/web/src/lib/early-input.ts); what is typed meanwhile stays in the fields and reaches
// the app.
;(function () {
  var root = document.documentElement
  var entry = root.getAttribute('data-app-entry')
  if (!entry) return
  // The server moved the entry and the modules the page needs besides into these attributes.
  var modules = (root.getAttribute('data-app-modules') || '').split(' ').filter(Boolean)

  var held = []
  var typed = []
  var hold = function (event) {
    // Opening a link in another tab or window is the browser's own business.
    if (
      event.type === 'click' &&
      (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    )
      return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ type: event.type, target: event.target })
    root.style.cursor = 'progress'
    start()
  }
  var noteTyping = function (event) {
    if (typed.indexOf(event.target) < 0) typed.push(event.target)
  }
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', hold, true)
  document.addEventListener('input', noteTyping, true)
  var release = function () {
    document.removeEventListener('click', hold, true)
    document.removeEventListener('submit', hold, true)
    document.removeEventListener('input', noteTyping, true)
    root.style.cursor = ''
  }
  var takenOver = false
  // The app calls this, once, as it starts hydrating the page: from then on the page's events are its own.
  window.__pspTakeOver = function () {
    takenOver = true
    delete window.__pspTakeOver
    release()
    return { held: held, typed: typed }
  }
  // An app that cannot start must not keep the user's clicks: the page goes back to plain links, and a link clicked
  // meanwhile is followed.
  var giveUp = function () {
    if (takenOver) return
    takenOver = true
    delete window.__pspTakeOver
    release()
    for (var h = 0; h < held.length; h++) {
      var link = held[h].target.closest && held[h].target.closest('a[href]')
      if (link) return location.assign(link.href)
    }
  }

  var intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin']
  var started = false
  var start = function () {
    if (started) return
    started = true
    intents.forEach(function (intent) {
      window.removeEventListener(intent, start, true)
    })
    modules.forEach(function (module) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = module
      document.head.appendChild(link)
    })
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    script.onerror = giveUp
    document.head.appendChild(script)
    setTimeout(giveUp, 20000)
  }
  intents.forEach(function (intent) {
    window.addEventListener(intent, start, { capture: true, passive: true })
  })

  // Downloading ahead, by a worker: the page's own thread spends no time on asking for the files. Not before the page
  // has loaded, so that nothing competes with what the page shows.
  var fetchAhead = function () {
    if (started || !window.Worker) return
    try {
      new Worker('/fetch-ahead.js').postMessage([entry].concat(modules))
    } catch {
      /* no worker: the app downloads its files when it starts */
    }
  }
  if (document.readyState === 'complete') fetchAhead()
  else window.addEventListener('load', fetchAhead)
})()
