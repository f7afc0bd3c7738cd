// A worker that downloads the files it is sent into the browser's cache (public/rendered-page.js, ADR 0024): the
// requests start off the page's main thread, which thus stays free for the reader.
self.onmessage = function (event) {
  event.data.forEach(function (url) {
    fetch(url, { credentials: 'same-origin' })
      .then(function (answer) {
        return answer.arrayBuffer()
      })
      .catch(function () {
        /* the app downloads it when it starts */
      })
  })
}
