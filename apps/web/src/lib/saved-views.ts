/**
 * The rules every list of saved views (the order lists' views, the article reports' views) shares, so the two
 * screens cannot drift: names compare without regard to case and surrounding spaces, as the server compares them.
 */
export const viewNameKey = (name: string) => name.trim().toLowerCase()

/** The saved view that already has `name`, other than `except` (the view being saved over), if any. */
export function viewNamed<V extends { name: string }>(views: readonly V[], name: string, except?: V): V | undefined {
  const key = viewNameKey(name)
  return views.find((v) => v !== except && viewNameKey(v.name) === key)
}
