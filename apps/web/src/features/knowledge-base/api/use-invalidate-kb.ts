import { useQueryClient } from '@tanstack/react-query'
import { kbKeys } from './keys'

/** After any authoring change every knowledge-base list may be stale (counts, last-modified, tags). */
export function useInvalidateKnowledgeBase() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: kbKeys.all })
}
