import { randomBytes } from 'node:crypto'
import type { Database } from '../src/db/client'
import { saveArticle } from '../src/modules/knowledge-base/article-save.service'
import { insertService, insertSystem } from '../src/modules/knowledge-base/catalog.repository'

/** Knowledge-base factories: rows written the way the portal writes them (rendered, versioned, indexed). */
type WithDb = { db: Database }
const unique = () => randomBytes(4).toString('hex')

export async function buildSystem(ctx: WithDb, overrides: { name?: string; description?: string | null } = {}) {
  const name = overrides.name ?? `Система ${unique()}`
  const id = await insertSystem(ctx.db, {
    slug: `system-${unique()}`,
    name,
    description: overrides.description ?? null,
  })
  return { id, name }
}

export async function buildService(ctx: WithDb, systemId: string, overrides: { name?: string } = {}) {
  const name = overrides.name ?? `Сервис ${unique()}`
  const id = await insertService(ctx.db, { systemId, slug: `service-${unique()}`, name })
  return { id, name, systemId }
}

/** A system with one service, the usual home of a test's articles. */
export async function buildPlace(ctx: WithDb) {
  const system = await buildSystem(ctx)
  const service = await buildService(ctx, system.id)
  return { system, service }
}

export async function buildArticle(
  ctx: WithDb,
  place: { system: { id: string }; service: { id: string } },
  overrides: {
    title?: string
    markdown?: string
    tags?: string[]
    important?: boolean
    authorId?: string | null
    at?: Date
  } = {},
) {
  const title = overrides.title ?? `Статья ${unique()}`
  const at = overrides.at ?? new Date()
  const id = await saveArticle(
    { db: ctx.db, clock: { now: () => at } },
    { id: null },
    {
      title,
      markdown: overrides.markdown ?? `Текст статьи «${title}».`,
      systemId: place.system.id,
      serviceId: place.service.id,
      tags: overrides.tags ?? [],
      important: overrides.important ?? false,
    },
    overrides.authorId ?? null,
  )
  return { id, title }
}
