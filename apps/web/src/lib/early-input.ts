import type { AlertEvent } from './alert-events'

/**
 * What happened on a server-rendered page before its app started (public/rendered-page.js, ADR 0024): the clicks and
 * form submissions it held, the fields typed into, and the alerts stream's events (which started the app).
 */
interface EarlyInput {
  held: { type: 'click' | 'submit'; target: EventTarget }[]
  typed: EventTarget[]
  events: AlertEvent[]
}

declare global {
  interface Window {
    __pspTakeOver?: () => EarlyInput
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement

const setValue = (field: TextField, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
const input = (field: TextField) => field.dispatchEvent(new Event('input', { bubbles: true }))

/**
 * Hands the typing in these fields to the app. React hydrates a field keeping what it shows, takes that as its last
 * known value and never tells the component; and any later render of a controlled field puts the component's value
 * back. So every field first goes back to its rendered value, an event makes React hydrate the page at once (React
 * hydrates what an event reaches), and then each field's typing comes back as an input event of its own. All of it
 * runs in one task, so nothing of it is ever painted.
 */
function keepTyping(targets: EventTarget[]) {
  const typed = targets
    .filter((t): t is TextField => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement)
    .filter((field) => field.isConnected && field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }))
  for (const { field } of typed) setValue(field, field.defaultValue)
  if (typed.length) input(typed[0].field)
  for (const { field, value } of typed) {
    setValue(field, value)
    input(field)
  }
}

let earlyAlertEvents: AlertEvent[] = []

/**
 * The alerts stream's events that started the app of a rendered page, once: the page's answers predate them, so the
 * app's own stream (use-alerts-stream.ts) asks again for what they changed.
 */
export function takeEarlyAlertEvents(): AlertEvent[] {
  return earlyAlertEvents.splice(0)
}

/**
 * Called right after hydrating the page has begun: the page's events are the app's from now on, and what the user did
 * before is done again, in order. A replayed event makes React hydrate the part it reaches first.
 */
export function takeOverEarlyInput() {
  const early = window.__pspTakeOver?.()
  if (!early) return
  earlyAlertEvents = early.events
  keepTyping(early.typed)
  for (const { type, target } of early.held) {
    if (!(target instanceof Element) || !target.isConnected) continue
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit()
    else
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }))
  }
}
