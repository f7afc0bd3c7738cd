import type { DehydratedState } from '@tanstack/react-query'
import { SERVER_RENDER_STATE_ELEMENT_ID } from '@psp/contracts/limits'

/** The answers a server-rendered page was rendered from (ADR 0023), or null for a page the browser renders. */
export function readServerRenderState(): DehydratedState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as DehydratedState
  } catch {
    return null
  }
}
