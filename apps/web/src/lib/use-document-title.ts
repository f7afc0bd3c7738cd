import { useEffect } from 'react'

export const PORTAL_NAME = 'Портал самообслуживания'

/** «База знаний — Портал самообслуживания»: what the browser tab, history and screen readers name the page by. */
export const documentTitle = (title?: string | null) => (title ? `${title} — ${PORTAL_NAME}` : PORTAL_NAME)

/** Sets the page's own document title while it is shown; a title not known yet (loading) keeps the portal name. */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
