import { searchScopes, type SearchScope } from '@psp/contracts'

export interface SearchState {
  text: string
  where: SearchScope
}

/** The scopes a user may search: the organization's applications only for a user working in an organization. */
export const scopesFor = (hasOrganization: boolean): SearchScope[] =>
  searchScopes.filter((s) => s !== 'organization' || hasOrganization)

/** `?text=…&where=…` of /search; an unknown or unavailable scope means the knowledge base. */
export function readSearchParams(params: URLSearchParams, hasOrganization: boolean): SearchState {
  const where = params.get('where')
  const scopes = scopesFor(hasOrganization)
  return {
    text: (params.get('text') ?? '').trim(),
    where: scopes.find((s) => s === where) ?? 'knowledge',
  }
}

/** A new search starts at page 1, so `page` is dropped. */
export function writeSearchParams(current: URLSearchParams, next: SearchState): URLSearchParams {
  const copy = new URLSearchParams(current)
  copy.delete('page')
  if (next.text) copy.set('text', next.text)
  else copy.delete('text')
  copy.set('where', next.where)
  return copy
}
