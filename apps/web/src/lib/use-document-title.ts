import { useEffect } from 'react'

export const PORTAL_NAME = 'Портал самообслуживания'

/** «База знаний — Портал самообслуживания»: what the browser tab, history and screen readers name the page by. */
export const documentTitle = (title?: string | null) => (title ? `${title} — ${PORTAL_NAME}` : PORTAL_NAME)

// The server-side renderer has no document: the page it renders tells it its title here (ADR 0024).
let renderTitle: ((title: string) => void) | undefined

/** The server-side renderer's sink for the title of the page being rendered. */
export function setRenderTitleSink(sink: (title: string) => void) {
  renderTitle = sink
}

/** Sets the page's own document title while it is shown; a title not known yet (loading) keeps the portal name. */
export function useDocumentTitle(title?: string | null) {
  renderTitle?.(documentTitle(title))
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
