/**
 * Article events for the reports bench, generated in PostgreSQL with set-based SQL: `count` events over two years
 * (ending 2026-11-22) for `organizations` organizations of ten users each, about 25 of 300 articles per user, 70 %
 * views, 25 % tag clicks, 5 % applications. The rollups are then added batch by batch with the same statement the
 * event recorder runs (modules/reports/rollups.ts), as if the events had arrived over the two years.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client'
import { coarsenRollupsSql, rollupCtes } from '../apps/server/src/modules/reports/rollups.sql'

const ROLLUP_TABLES = ['report_rollup_system_tag', 'report_rollup_system', 'report_rollup_user', 'report_rollup_tag']

export const BENCH_END = '2026-11-22'
const USERS_PER_ORG = 10
const ARTICLES = 300

export async function generateReportEvents(
  db: Database,
  options: { count: number; organizations: number; timeZone: string; log: (line: string) => void },
) {
  const { count, organizations, log } = options
  const users = organizations * USERS_PER_ORG
  // Whole numbers of this bench's own settings, written into the statement (generate_series needs typed bounds).
  const n = (value: number) => sql.raw(String(Math.trunc(value)))
  await db.execute(sql`select setseed(0.42)`)
  await db.execute(sql`
    insert into organizations (id, full_name, short_name, inn, status)
    select ('00000000-0000-4000-8000-' || lpad(o::text, 12, '0'))::uuid, 'ООО «Нагрузка ' || o || '»',
      'ООО «Нагрузка ' || o || '»', (7700000000 + o)::text, 'Accepted'
    from generate_series(1, ${n(organizations)}) o on conflict do nothing`)
  log(`generating ${count} events…`)
  const chunk = 500_000
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1)
    await db.execute(sql`
      insert into article_events (event_type, event_at, user_id, user_fio, organization_id, organization_name,
        organization_user_role, login_system, external_user_flag, is_tech_support_employee, article_id, article_title,
        system_id, system_name, service_id, service_name, tags, tag_from_article, tags_from_ais_ecpe)
      select case when r < 0.70 then 'OpenArticle' when r < 0.95 then 'ClickOnTag' else 'CreateApplication' end,
        ${BENCH_END}::timestamptz - make_interval(secs => (${n(count)} - g) * (730.0 * 86400 / ${n(count)})),
        ('10000000-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid, 'Пользователь ' || u,
        ('00000000-0000-4000-8000-' || lpad((u / ${n(USERS_PER_ORG)} + 1)::text, 12, '0'))::uuid,
        'ООО «Нагрузка ' || (u / ${n(USERS_PER_ORG)} + 1) || '»',
        case when u % ${n(USERS_PER_ORG)} = 0 then 'Admin' else 'Employee' end,
        case when u % 4 = 0 then 'ЕЦПЭ' else 'ПСП' end, case when u % 4 = 0 then 'External' else 'Internal' end,
        u % 50 = 0, ('20000000-0000-4000-8000-' || lpad(a::text, 12, '0'))::uuid, 'Статья ' || a,
        ('30000000-0000-4000-8000-' || lpad((a % 12)::text, 12, '0'))::uuid, 'Система ' || (a % 12),
        ('40000000-0000-4000-8000-' || lpad((a % 60)::text, 12, '0'))::uuid, 'Сервис ' || (a % 60),
        array['тег ' || (a % 40), 'тег ' || ((a * 7) % 40)],
        case when r >= 0.70 and r < 0.95 then 'тег ' || (case when r < 0.82 then a % 40 else (a * 7) % 40 end) end,
        case when u % 4 = 0 and r < 0.70 then 'тег ' || (a % 40) end
      from (select g, random() as r, (g::bigint * 7919) % ${n(users)} as u,
              ((((g::bigint * 7919) % ${n(users)}) * 13) + floor(random() ^ 2 * 25)::int) % ${n(ARTICLES)} as a
            from generate_series(${n(from)}, ${n(to)}) g) x`)
    log(`  events ${to}`)
  }
  await db.execute(sql`vacuum analyze article_events`)
  await buildRollups(db, options.timeZone, log)
}

/**
 * The rollups of every event at once, from the same statements as the recorder's: the day rows (of `timeZone`, the
 * portal's) in batches, then the month and year rows summed from the day rows (cheaper in bulk than adding each event
 * to three grains).
 */
export async function buildRollups(db: Database, timeZone: string, log: (line: string) => void) {
  for (const table of ROLLUP_TABLES) await db.execute(sql.raw(`truncate ${table}`))
  const { rows } = await db.execute<{ lo: string; hi: string }>(
    sql`select min(id) as lo, max(id) as hi from article_events`,
  )
  const [lo, hi] = [Number(rows[0].lo), Number(rows[0].hi)]
  const batch = 1_000_000
  for (let start = lo; start <= hi; start += batch) {
    const source = `(select * from article_events where id between ${start} and ${start + batch - 1})`
    await db.execute(sql.raw(`with ${rollupCtes(source, timeZone, ['d'])} select 1`))
    log(`  day rollups up to event ${Math.min(hi, start + batch - 1)}`)
  }
  for (const statement of coarsenRollupsSql()) await db.execute(sql.raw(statement))
  log('  month and year rollups')
  for (const table of ROLLUP_TABLES) {
    await db.execute(sql.raw(`vacuum analyze ${table}`))
  }
}
