/**
 * The last few elements that took focus, the latest last, for a modal to find what it was opened from
 * (modal-focus-return.ts). A modal's effects may run after focus has left the opener: into the modal (a field with
 * autoFocus, then the focus trap's first control), or to the page's body (a menu item, removed as its menu closed,
 * opened it). Kept from the page's start by app-modal.tsx, since the modal's own code loads only when it opens.
 */
export const recentFocus: Element[] = []
const RECENT_FOCUS_KEPT = 5

if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof Element)) return
      recentFocus.push(event.target)
      if (recentFocus.length > RECENT_FOCUS_KEPT) recentFocus.shift()
    },
    true,
  )
