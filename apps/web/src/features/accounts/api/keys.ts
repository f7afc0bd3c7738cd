import type { UsersSearchRequest } from '@psp/contracts'

export const accountKeys = {
  all: ['accounts'] as const,
  search: (request: UsersSearchRequest) => ['accounts', 'search', request] as const,
  one: (id: string) => ['accounts', 'one', id] as const,
}
