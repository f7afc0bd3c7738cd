import type { ApplicationListRequest, StatusGroup } from '@psp/contracts'

export type ListMode = 'own' | 'organization'

/** Query keys of the order lists. A mark-all-read invalidates `lists`. */
export const orderKeys = {
  lists: ['applications', 'lists'] as const,
  list: (mode: ListMode, group: StatusGroup, request: ApplicationListRequest) =>
    ['applications', 'lists', mode, group, request] as const,
  views: ['applications', 'views'] as const,
}
