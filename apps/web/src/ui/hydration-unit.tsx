import { Suspense, type ReactNode } from 'react'

/**
 * A part of a server-rendered page that hydrates in a task of its own (ADR 0023). React hydrates each Suspense
 * boundary separately, so a page made of a few such parts becomes interactive in a few short tasks instead of one
 * long one, and the browser answers input between them. Nothing inside suspends otherwise: in a page the browser
 * renders itself it changes nothing.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
