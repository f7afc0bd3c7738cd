import { useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../lib/query-keys'

/** After any authoring change every knowledge-base list may be stale (counts, last-modified, tags). */
export function useInvalidateKnowledgeBase() {
  const client = useQueryClient()
  return () => invalidateResource(client, 'knowledge-base')
}
