import { local } from './storage'

/**
 * What the application form (/create-order) reads under SPEC §9's `prefillInfo` key when the user starts an
 * application from an article: the article's system and service to preselect, and the article itself so the form
 * can mention it and the CreateApplication event can name it. The same uuids travel in the query (`system`,
 * `service`, `article`) so a reload or a shared link keeps them; the stored titles are shown at once.
 */
export interface PrefillInfo {
  system: { uuid: string; title: string }
  service: { uuid: string; title: string }
  article: { uuid: string; title: string }
}

interface ArticleRef {
  uuid: string
  title: string
  system: { uuid: string; title: string }
  service: { uuid: string; title: string }
}

export function prefillInfoOf(article: ArticleRef): PrefillInfo {
  return {
    system: { uuid: article.system.uuid, title: article.system.title },
    service: { uuid: article.service.uuid, title: article.service.title },
    article: { uuid: article.uuid, title: article.title },
  }
}

export function storePrefillInfo(article: ArticleRef) {
  local.setJson('prefillInfo', prefillInfoOf(article))
}

const isRef = (v: unknown): v is { uuid: string; title: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { uuid?: unknown }).uuid === 'string' &&
  typeof (v as { title?: unknown }).title === 'string'

/** The stored prefill, or null when there is none or it is not the shape above (an old or foreign value). */
export function readPrefillInfo(): PrefillInfo | null {
  const value = local.getJson<unknown>('prefillInfo', null)
  if (typeof value !== 'object' || value === null) return null
  const { system, service, article } = value as Record<string, unknown>
  return isRef(system) && isRef(service) && isRef(article) ? { system, service, article } : null
}

export const clearPrefillInfo = () => local.remove('prefillInfo')
