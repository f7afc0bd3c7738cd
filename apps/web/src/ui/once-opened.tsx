import { type ReactNode, Suspense, useEffect, useState } from 'react'

/**
 * Renders what a dialog, a menu or a drawer shows only from its first opening on, so that the code of it (and of the
 * library parts behind it: floating elements, focus traps, scroll locks) is loaded then and not with the page
 * (ADR 0027). Once opened it stays rendered, so closing it keeps its transition and its state.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened)
  if (opened && !used) setUsed(true)
  return used ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * False in the first frame after the component mounted, then true. A menu or drawer loaded by its first opening opens
 * only then: Mantine notes what has focus when it opens (to give focus back on close) on a change of `opened`, never
 * on mounting open.
 */
export function useAfterFirstFrame() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return ready
}

/**
 * A menu's or a popover's trigger that stands alone until its first press, which loads the menu or popover itself
 * (`children`, lazy): that renders the trigger again inside it and comes open. Meanwhile the trigger stays in place.
 */
export function UntilPressed({
  trigger,
  children,
}: {
  trigger: (press?: () => void) => ReactNode
  children: ReactNode
}) {
  const [pressed, setPressed] = useState(false)
  if (!pressed) return trigger(() => setPressed(true))
  return <Suspense fallback={trigger()}>{children}</Suspense>
}
