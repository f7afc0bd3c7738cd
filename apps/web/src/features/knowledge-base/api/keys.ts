/** Query keys of the knowledge base. Every key starts with 'kb', so one invalidation refreshes it after authoring. */
export const kbKeys = {
  all: ['kb'] as const,
  systems: () => ['kb', 'systems'] as const,
  kbSystems: () => ['kb', 'systems', 'knowledge-base'] as const,
  services: (systemUuid: string) => ['kb', 'services', systemUuid] as const,
  servicesWithArticles: (systemUuid: string) => ['kb', 'services', 'with-articles', systemUuid] as const,
  serviceFiles: (serviceUuid: string) => ['kb', 'service-files', serviceUuid] as const,
  byService: (q: object) => ['kb', 'articles', 'by-service', q] as const,
  byExactService: (q: object) => ['kb', 'articles', 'by-exact-service', q] as const,
  importantInfo: () => ['kb', 'articles', 'important-info'] as const,
  lastModified: (systemUuid?: string) => ['kb', 'articles', 'last-modified', systemUuid ?? null] as const,
  popular: (systemUuid?: string) => ['kb', 'articles', 'popular', systemUuid ?? null] as const,
  article: (q: object) => ['kb', 'article', q] as const,
  byTag: (q: object) => ['kb', 'articles', 'by-tag', q] as const,
  byTagRedirect: (tag: string) => ['kb', 'by-tag-redirect', tag] as const,
  editable: (uuid: string) => ['kb', 'editable', uuid] as const,
  versions: (uuid: string) => ['kb', 'versions', uuid] as const,
}
