import type { Article } from '@psp/contracts'
import { local } from '../../../lib/storage'

/**
 * What the application form (/create-order) reads under SPEC §9's `prefillInfo` key when the user starts an
 * application from an article: the article's system and service to preselect, and the article itself so the form
 * can mention it and the CreateApplication event can name it.
 */
export interface PrefillInfo {
  system: { uuid: string; title: string }
  service: { uuid: string; title: string }
  article: { uuid: string; title: string }
}

export function prefillInfoOf(article: Pick<Article, 'uuid' | 'title' | 'system' | 'service'>): PrefillInfo {
  return {
    system: { uuid: article.system.uuid, title: article.system.title },
    service: { uuid: article.service.uuid, title: article.service.title },
    article: { uuid: article.uuid, title: article.title },
  }
}

export function storePrefillInfo(article: Pick<Article, 'uuid' | 'title' | 'system' | 'service'>) {
  local.setJson('prefillInfo', prefillInfoOf(article))
}
