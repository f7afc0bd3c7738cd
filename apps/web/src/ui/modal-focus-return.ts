import { useCallback, useEffect, useRef } from 'react'
import { recentFocus } from './focus-history'
import { MAIN_CONTENT_ID } from './main-content'

/** Where focus was when a modal opened: the element, and its ancestors from the nearest up. */
interface Opener {
  element: HTMLElement
  ancestors: HTMLElement[]
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** What had focus before the modal took it. */
function focusBefore(modal: HTMLElement | null): Element | null {
  const outside = (el: Element | null) => el && el !== document.body && !modal?.contains(el)
  const active = document.activeElement
  if (outside(active)) return active
  return recentFocus.findLast((el) => outside(el)) ?? null
}

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement)) return null
  // An item of a menu goes with its dropdown: the menu's button (which labels the menu) stays, and is the opener.
  const labelledBy = active.closest('[role="menu"]')?.getAttribute('aria-labelledby')
  const trigger = labelledBy ? document.getElementById(labelledBy) : null
  const element = trigger ?? active
  const ancestors: HTMLElement[] = []
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node)
  return { element, ancestors }
}

/**
 * Puts focus back where the modal was opened from (WCAG 2.4.3). When the opener is gone — the action removed its
 * button, as closing an application does — focus goes to the first control left in the nearest remaining part of the
 * page around it, or else to the main region: never to the start of the page.
 */
export function returnFocusTo(opener: Opener) {
  const { element, ancestors } = opener
  if (element.isConnected && !element.matches(':disabled')) {
    element.focus({ preventScroll: true })
    return
  }
  for (const place of ancestors) {
    // Past the main region a first control would be the header's: the region itself is the place then.
    if (place.id === MAIN_CONTENT_ID) break
    if (!place.isConnected) continue
    const control = place.querySelector<HTMLElement>(FOCUSABLE)
    if (control) {
      control.focus({ preventScroll: true })
      return
    }
  }
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
}

/** A modal just closed, until its focus return has run: where it was, and where it was opened from. */
interface Closing {
  root: HTMLElement | null
  opener: Opener | null
}
const closing = new Set<Closing>()

/**
 * Focus return for a modal, also when the modal is mounted already open (`{open && <Modal opened />}`), which
 * Mantine's own return misses. Focus still inside the modal, or lost to the page's body, goes back; focus the closing
 * action moved elsewhere on purpose stays. A modal opened from one that has just closed (a result after a
 * confirmation) returns to where the first was opened from. Returns the ref for the modal's root element.
 */
export function useModalFocusReturn(opened: boolean) {
  const open = useRef(false)
  // Kept past unmounting (React clears an object ref first), for the return that runs after it.
  const root = useRef<HTMLElement | null>(null)
  const setRoot = useCallback((node: HTMLElement | null) => {
    if (node) root.current = node
  }, [])
  useEffect(() => {
    if (!opened) return
    const before = focusBefore(root.current)
    const previous = before ? [...closing].find((modal) => modal.root?.contains(before)) : undefined
    const opener = previous ? previous.opener : openerOf(before)
    open.current = true
    return () => {
      open.current = false
      const done: Closing = { root: root.current, opener }
      closing.add(done)
      // After the closing render, like Mantine's return: the page may have re-rendered without the opener by then.
      window.setTimeout(() => {
        closing.delete(done)
        // Opened again meanwhile (StrictMode runs effects twice): the modal keeps focus. A page gone (a test's document
        // torn down) has no focus to give back.
        if (open.current || !opener || typeof document === 'undefined') return
        const active = document.activeElement
        const lost = !active || active === document.body || !active.isConnected || Boolean(done.root?.contains(active))
        if (lost) returnFocusTo(opener)
      }, 10)
    }
  }, [opened])
  return setRoot
}
