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
type Field = TextField | HTMLSelectElement

const setValue = (field: TextField, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
const input = (field: TextField) => field.dispatchEvent(new Event('input', { bubbles: true }))

/** What a field showed as the server rendered it. */
const renderedValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
    : field.defaultValue

/** The fields typed into, or lists chosen from, before the app took the page over, with what they show. */
const typedFields = (targets: EventTarget[]) =>
  targets
    .filter(
      (t): t is Field =>
        t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement,
    )
    .filter((field) => field.isConnected && field.value !== renderedValue(field))
    .map((field) => ({ field, value: field.value }))

/**
 * Hands the typing in these fields, and the choices from lists (`choose`), to the app. React hydrates a field keeping
 * what it shows, takes that as its last known value and never tells the component; and any render since may have put
 * the component's value back. So each field goes back to its rendered value, an input event letting React see that,
 * and then its typing comes back as an input event of its own, which React sees as a change. All of it runs in one
 * task, so nothing of it is ever painted.
 */
function keepTyping(typed: { field: Field; value: string }[]) {
  for (const { field, value } of typed) {
    if (field instanceof HTMLSelectElement) {
      choose(field, value)
      continue
    }
    setValue(field, field.defaultValue)
    input(field)
    setValue(field, value)
    input(field)
  }
}

/**
 * Hands a choice from a list to the app. The list may lie in a part of the page that hydrates in a task of its own
 * (HydrationUnit), still to come; React hydrates such a part at once for an input event in it, and hydrating a list
 * puts back the choice it was rendered with. So an input event, which a list's onChange ignores, first makes the list
 * React's; then the choice is made again, as the change React reads it from.
 */
function choose(list: HTMLSelectElement, value: string) {
  list.dispatchEvent(new Event('input', { bubbles: true }))
  list.value = value
  list.dispatchEvent(new Event('change', { bubbles: true }))
}

let earlyAlertEvents: AlertEvent[] = []

/**
 * The alerts stream's events that started the app of a rendered page, once: the page's answers predate them, so the
 * app's own stream (use-alerts-stream.ts) asks again for what they changed.
 */
export function takeEarlyAlertEvents(): AlertEvent[] {
  return earlyAlertEvents.splice(0)
}

/** What the user did before the app took the page over, done again in order. */
function replay(typed: { field: Field; value: string }[], held: EarlyInput['held']) {
  keepTyping(typed)
  for (const { type, target } of held) {
    if (!(target instanceof Element) || !target.isConnected) continue
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit()
    else
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }))
  }
}

/**
 * Called by an effect once the page has hydrated: the page's events, and the alerts stream's, are the app's from now
 * on. What the user did before is done again just after the effects: inside one, React would hold the typing's
 * updates back until it ends, and a replayed click would read the fields as they were. What was typed is read at
 * once, before a render puts the fields' values back.
 */
export function takeOverEarlyInput() {
  const early = window.__pspTakeOver?.()
  if (!early) return
  earlyAlertEvents = early.events
  const typed = typedFields(early.typed)
  queueMicrotask(() => replay(typed, early.held))
}
