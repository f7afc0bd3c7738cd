/*
 * The search box's values, free of zod: the header's and the knowledge base's search forms read them, and a module
 * that imports zod would put zod into the first download of the signed-in pages (search.ts holds the schemas).
 */

/** Texts longer than this are cut before searching, never refused. */
export const SEARCH_TEXT_MAX = 10_000

/** The three scopes of SPEC §7: knowledge = articles, orders = the user's applications, organization = the organization's. */
export const searchScopes = ['knowledge', 'orders', 'organization'] as const
export type SearchScope = (typeof searchScopes)[number]
export const searchScopeLabels: Record<SearchScope, string> = {
  knowledge: 'База знаний',
  orders: 'Мои заявки',
  organization: 'Заявки организации',
}
