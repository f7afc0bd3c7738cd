// Starts the app of a page the server rendered (ADR 0023, ADR 0024), in place of early-requests.js; the last element
// of the page. Such a page is readable, and its links work, before any of its JavaScript runs: the app only makes the
// rest of it interactive. So reading costs the browser no script work at all. Once the page has loaded, the app's
// files are downloaded in the background and the alerts stream is listened to; the app starts at the user's first
// sign of use (the pointer moving or pressed, a touch, a key, the wheel) or at the stream's first event. A link
// followed before then is the browser's to follow: the next page comes rendered too (ADR 0027). Any other click, or a
// form sent, is held, and the app replays it (apps/web/src/lib/early-input.ts); what is typed or chosen from a list
// meanwhile stays in the fields and reaches the app.
;(function () {
  var root = document.documentElement
  var entry = root.getAttribute('data-app-entry')
  if (!entry) return
  // The server moved the entry and the modules the page needs besides into these attributes.
  var modules = (root.getAttribute('data-app-modules') || '').split(' ').filter(Boolean)

  var held = []
  var typed = []
  var events = []
  var stream = null
  // A link the app needs to see followed (it counts the click) says so with data-needs-app.
  var onLink = function (event) {
    return !!(event.target && event.target.closest && event.target.closest('a[href]:not([data-needs-app])'))
  }
  var hold = function (event) {
    // A link is followed by the browser, as on any page: the page it leads to comes rendered, sooner than the app
    // could start and show it (ADR 0027). Opening one in another tab or window is the browser's own business too.
    if (
      event.type === 'click' &&
      (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || onLink(event))
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
    // A choice from a list (the pager's page size) acts at once: a list chosen from by keyboard alone, or by a
    // script, has given no other sign of use.
    if (event.target && event.target.tagName === 'SELECT') start()
  }
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', hold, true)
  document.addEventListener('input', noteTyping, true)

  var takenOver = false
  var release = function () {
    takenOver = true
    delete window.__pspTakeOver
    document.removeEventListener('click', hold, true)
    document.removeEventListener('submit', hold, true)
    document.removeEventListener('input', noteTyping, true)
    root.style.cursor = ''
    if (stream) stream.close()
  }
  // The app calls this, once, when it has hydrated the page: from then on the page's events, and the alerts stream, are
  // its own.
  window.__pspTakeOver = function () {
    release()
    return { held: held, typed: typed, events: events }
  }
  // An app that cannot start must not keep holding the user's clicks.
  var giveUp = function () {
    if (!takenOver) release()
  }

  // Not focus: the login page's field takes it by itself as the page loads.
  var intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel']
  var started = false
  var start = function (event) {
    if (started) return
    // The pointer on a link, or pressing it, is about to leave the page: starting the app then would only compete
    // with loading the next one.
    if (event && event.type !== 'keydown' && event.type !== 'wheel' && onLink(event)) return
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
  // A sign-in that left the organization choice to ask on arrival (SPEC §4 Organization choosing, ADR 0037): the app
  // shows it, so it starts at once.
  try {
    if (localStorage.getItem('showChooseOrganization') === 'yes') start()
  } catch {
    /* no storage: nothing was asked */
  }

  // Once the page has loaded, so that nothing competes with what it shows:
  var afterLoad = function () {
    if (started) return
    // - the app's files are downloaded ahead by a worker: the page's own thread spends no time on asking for them;
    try {
      if (window.Worker) new Worker('/fetch-ahead.js').postMessage([entry].concat(modules))
    } catch {
      /* no worker: the app downloads its files when it starts */
    }
    // - a signed-in user's alerts stream is listened to (ADR 0012): a new alert, or a new user agreement, must reach the
    //   header without a reload, so it starts the app, which asks for what changed.
    if (!window.EventSource || !root.hasAttribute('data-signed-in')) return
    stream = new EventSource('/api/user/alerts/stream')
    ;['alerts', 'agreement'].forEach(function (name) {
      stream.addEventListener(name, function () {
        if (events.indexOf(name) < 0) events.push(name)
        start()
      })
    })
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad)
})()
