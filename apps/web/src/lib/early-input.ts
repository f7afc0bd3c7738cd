import type { QueryClient } from '@tanstack/react-query'
import { type AlertEvent, refreshAfter } from './alert-events'

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

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set

/**
 * Hands a field's typing to the app. React hydrates a field keeping what it shows, and then takes that as its last
 * known value, so the component's state would never hear of the typing: the field goes back to the rendered value and
 * hydrates at once (React hydrates what an event reaches), then the typing comes back as an input event of its own.
 * All of it runs in one task, so nothing of it is ever painted.
 */
function keepTyping(field: EventTarget) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.isConnected) return
  const typed = field.value
  const setValue = valueSetter(field)
  if (typed === field.defaultValue || !setValue) return
  setValue.call(field, field.defaultValue)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  setValue.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Called right after hydrating the page has begun: the page's events are the app's from now on, and what the user did
 * before is done again, in order. A replayed event makes React hydrate the part it reaches first. What the alerts
 * stream announced meanwhile is asked again: the page's answers predate it.
 */
export function takeOverEarlyInput(client: QueryClient) {
  const early = window.__pspTakeOver?.()
  if (!early) return
  for (const event of early.events) refreshAfter(client, event)
  early.typed.forEach(keepTyping)
  for (const { type, target } of early.held) {
    if (!(target instanceof Element) || !target.isConnected) continue
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit()
    else
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }))
  }
}
