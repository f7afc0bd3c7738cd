import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildOrganization, buildUser } from '../../../test/factories'
import { kbArticles, kbArticleVersions, kbServices, kbSystems } from '../../db/schema/index'
import { DEMO_KB_DIR, seedKnowledgeBase } from '../../seed/demo-knowledge-base'
import { importArticles, ImportError } from './kb-import'

let t: TestApp
let dir: string
beforeAll(async () => {
  t = await startTestApp()
  dir = await mkdtemp(path.join(tmpdir(), 'kb-import-'))
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

const article = (front: Record<string, string>, body: string) =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n${body}\n`

async function writeFolder(root: string, files: Record<string, string>) {
  await mkdir(path.join(root, 'articles'), { recursive: true })
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text)
}

describe('import of a Markdown folder', () => {
  it('creates systems, services and articles, then updates only what changed, keeping versions', async () => {
    const root = path.join(dir, 'basic')
    await writeFolder(root, {
      'catalog.json': JSON.stringify({
        systems: [{ slug: 'imp-sys', name: 'Импорт', services: [{ slug: 'imp-svc', name: 'Сервис импорта' }] }],
      }),
      'articles/one.md': article(
        {
          slug: 'imp-one',
          title: 'Первая',
          system: 'imp-sys',
          service: 'imp-svc',
          tags: '[импорт, Тест]',
          important: 'true',
        },
        '# Первая\n\nТекст <script>x()</script>',
      ),
      'articles/two.md': article({ title: 'Вторая', system: 'new-sys', service: 'new-svc' }, 'Текст второй'),
    })
    const first = await importArticles(t.ctx, root, null)
    expect(first).toMatchObject({ systems: 1, services: 1, created: 2, updated: 0, unchanged: 0 })
    const [one] = await t.ctx.db.select().from(kbArticles).where(eq(kbArticles.slug, 'imp-one'))
    expect(one).toMatchObject({ title: 'Первая', tags: ['импорт', 'Тест'], important: true, version: 1 })
    expect(one.html).not.toMatch(/script/)
    // Without a catalog entry, the system and the service are named by their slugs; the file name is the slug.
    const [newSystem] = await t.ctx.db.select().from(kbSystems).where(eq(kbSystems.slug, 'new-sys'))
    expect(newSystem.name).toBe('new-sys')
    const [newService] = await t.ctx.db.select().from(kbServices).where(eq(kbServices.slug, 'new-svc'))
    expect(newService).toMatchObject({ name: 'new-svc', systemId: newSystem.id })
    expect((await t.ctx.db.select().from(kbArticles).where(eq(kbArticles.slug, 'two'))).length).toBe(1)

    const again = await importArticles(t.ctx, root, null)
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 })

    await writeFile(
      path.join(root, 'articles/one.md'),
      article({ slug: 'imp-one', title: 'Первая (новая)', system: 'imp-sys', service: 'imp-svc' }, 'Новый текст'),
    )
    const changed = await importArticles(t.ctx, root, null)
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    const [updated] = await t.ctx.db.select().from(kbArticles).where(eq(kbArticles.slug, 'imp-one'))
    expect(updated).toMatchObject({ id: one.id, title: 'Первая (новая)', version: 2, important: false })
    const versions = await t.ctx.db.select().from(kbArticleVersions).where(eq(kbArticleVersions.articleId, one.id))
    expect(versions.map((v) => [v.version, v.title])).toEqual([[1, 'Первая']])
  })

  it('refuses a file with invalid front matter, naming the file', async () => {
    const root = path.join(dir, 'invalid')
    await writeFolder(root, { 'articles/bad.md': article({ title: 'Без системы' }, 'x') })
    await expect(importArticles(t.ctx, root, null)).rejects.toThrow(ImportError)
    await expect(importArticles(t.ctx, root, null)).rejects.toThrow(/bad\.md/)
  })

  it('imports the demo content: at least 3 systems, 10 services and 60 articles, idempotently', async () => {
    const first = await importArticles(t.ctx, DEMO_KB_DIR, null)
    expect(first.systems).toBeGreaterThanOrEqual(3)
    expect(first.services).toBeGreaterThanOrEqual(10)
    expect(first.created).toBeGreaterThanOrEqual(60)
    const again = await importArticles(t.ctx, DEMO_KB_DIR, null)
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: first.created })
  })

  it('seeds the demo knowledge base with files, views and events', async () => {
    const person = async () => (await buildUser(t.ctx)).id
    const people = {
      admin: await person(),
      orgAdmin: await person(),
      employee: await person(),
      individual: await person(),
      pending: await person(),
      bureau: (await buildOrganization(t.ctx)).id,
      second: (await buildOrganization(t.ctx)).id,
    }
    await seedKnowledgeBase(t.ctx, people)
    const [counts] = (
      await t.ctx.db.execute<{ files: number; serviceFiles: number; viewed: number; events: number }>(sql`select
        (select count(*)::int from kb_article_files) as files,
        (select count(*)::int from kb_service_files) as "serviceFiles",
        (select count(*)::int from kb_article_views where views_count > 0) as viewed,
        (select count(*)::int from article_events) as events`)
    ).rows
    expect(counts.files).toBeGreaterThan(0)
    expect(counts.serviceFiles).toBeGreaterThan(0)
    expect(counts.viewed).toBeGreaterThanOrEqual(10)
    expect(counts.events).toBeGreaterThan(counts.viewed)
  })
})

// Each run starts a Node process with tsx: slow on a busy machine.
describe('npm run cli -- import-articles DIR', { timeout: 90_000 }, () => {
  it('imports a folder into the database the server uses', async () => {
    const root = path.join(dir, 'cli')
    await writeFolder(root, {
      'articles/cli.md': article({ slug: 'cli-one', title: 'Из командной строки', system: 'cli', service: 'cli' }, 'x'),
    })
    const run = promisify(execFile)
    const serverDir = path.resolve(import.meta.dirname, '../../..')
    const { stdout } = await run('node', ['--import', 'tsx', 'src/cli.ts', 'import-articles', root], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    })
    expect(stdout).toContain('создано 1')
    expect((await t.ctx.db.select().from(kbArticles).where(eq(kbArticles.slug, 'cli-one'))).length).toBe(1)
    const usage = await run('node', ['--import', 'tsx', 'src/cli.ts', 'import-articles'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: t.databaseUrl },
    }).catch((e: { code: number; stderr: string }) => e)
    expect(usage).toMatchObject({ code: 1 })
    expect((usage as { stderr: string }).stderr).toContain('import-articles DIR')
  })
})
