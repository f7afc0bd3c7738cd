/** Query keys of the profile feature; the user data itself lives under ['user', 'info'] (lib/current-user). */
export const profileKeys = {
  changes: (userId: string | null, page: number, itemsPerPage: number) =>
    ['user', 'data-changes', { userId, page, itemsPerPage }] as const,
  allChanges: ['user', 'data-changes'] as const,
}
