import { useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../lib/query-keys'

/** After a change of the user's data its history has a new row. */
export function useInvalidateChanges() {
  const client = useQueryClient()
  return () => void invalidateResource(client, 'user-data-changes')
}
