export const reindexKey = ['search', 'reindex'] as const
