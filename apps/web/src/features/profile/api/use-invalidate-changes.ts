import { useQueryClient } from '@tanstack/react-query'
import { profileKeys } from './keys'

/** After a change of the user's data its history has a new row. */
export function useInvalidateChanges() {
  const client = useQueryClient()
  return () => void client.invalidateQueries({ queryKey: profileKeys.allChanges })
}
