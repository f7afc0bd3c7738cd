import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
// Loaded once before the tests: in tests every call checks its answer against the contract's zod schemas, loaded on
// demand (lib/api-call.ts), and a first load inside a test would eat into its waiting time.
import '@psp/contracts'

// Dialogs and menus load their code when they first open (ui/once-opened.tsx): on a busy machine that first load
// alone can take longer than Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks the browser APIs Mantine relies on (media queries, element resizing, scrolling into view).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
// Mantine's autosizing Textarea listens for web fonts loading, which jsdom does not model.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  })
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
