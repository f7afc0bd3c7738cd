/**
 * The rollups of the four fixed reports (schema in db/schema/reports.ts), written as data-modifying CTEs that read
 * the events of one relation: the event recorder adds them to the statement inserting a batch (`ins`, the inserted
 * rows), so the rollups are exactly as fresh as the events and nothing recounts old events; the benchmark's generator
 * runs the same CTEs over a whole table. Rows are ordered by key so two instances upserting the same groups take
 * their row locks in the same order and never deadlock.
 */

/** The all-organizations scope of a rollup row. */
export const ALL_SCOPE = '00000000-0000-0000-0000-000000000000'

/** A zone name as an SQL string literal (the statements are text; the setting is checked as a zone at start). */
const zoneLiteral = (timeZone: string) => `'${timeZone.replace(/'/g, "''")}'`

/**
 * Day, month, quarter and year rows. The quarters spare a rolling year most of its month rows: eleven months of
 * tens of thousands of groups each become two months and three quarters.
 */
type Grain = 'd' | 'm' | 'q' | 'y'
const GRAIN_PERIOD: Record<Grain, string> = {
  d: 'x.day',
  m: "date_trunc('month', x.day)::date",
  q: "date_trunc('quarter', x.day)::date",
  y: "date_trunc('year', x.day)::date",
}
const GRAIN_UNIT: Record<Exclude<Grain, 'd'>, string> = { m: 'month', q: 'quarter', y: 'year' }

/** Report days are calendar days in the portal's zone (PORTAL_TIME_ZONE). */
const expanded = (source: string, timeZone: string, grains: Grain[]) => `
  select x.*, p.grain, p.period, s.scope
  from (select e.*, (e.event_at at time zone ${zoneLiteral(timeZone)})::date as day,
          concat_ws(' / ', e.system_name, e.service_name) as system_service
        from ${source} e) x
  cross join lateral (values ${grains.map((g) => `('${g}', ${GRAIN_PERIOD[g]})`).join(', ')}) p(grain, period)
  cross join lateral (select '${ALL_SCOPE}'::uuid union all
    select x.organization_id where x.organization_id is not null) s(scope)`

const SEP = `E'\\x1f'`

/** A group column: its name in the rollup, the event expression it groups by, and how the group's value is taken. */
type Column = [name: string, key: string, value: string]
/** A counted column: its name and the aggregate counting it. */
type Sum = [name: string, aggregate: string]

function upsert(table: string, columns: Column[], sums: Sum[], where: string) {
  const dims = `md5(concat_ws(${SEP}, ${columns.map(([, key]) => key).join(', ')}))`
  return `
  insert into ${table} as r (grain, period, scope, dims, ${[...columns, ...sums].map(([name]) => name).join(', ')})
  select grain, period, scope, ${dims}, ${[...columns.map(([, , value]) => value), ...sums.map(([, agg]) => agg)].join(', ')}
  from rollup_src where ${where}
  group by grain, scope, period, ${dims}
  order by grain, scope, period, 4
  on conflict (grain, scope, period, dims) do update set
    ${sums.map(([name]) => `${name} = r.${name} + excluded.${name}`).join(', ')}`
}

const views: Sum = ['views', `count(*) filter (where event_type = 'OpenArticle')`]
const applications: Sum = ['applications', `count(*) filter (where event_type = 'CreateApplication')`]
const clicks: Sum = ['clicks', 'count(*)']
const systemService: Column = ['system_service', 'system_service', 'min(system_service)']
const articleTitle: Column = ['article_title', 'article_title', 'min(article_title)']
const tagClicked: Column = ['tag', 'tag_from_article', 'min(tag_from_article)']
const isTagClick = `event_type = 'ClickOnTag' and tag_from_article is not null`
const isViewOrApplication = `event_type in ('OpenArticle', 'CreateApplication')`

/**
 * `with` clauses (without the leading `with`) adding the events of `source` to the four rollups, on the days of
 * `timeZone`. The expanded rows are materialized once and shared by the four upserts.
 */
export function rollupCtes(source: string, timeZone: string, grains: Grain[] = ['d', 'm', 'q', 'y']): string {
  return `
  rollup_src as materialized (${expanded(source, timeZone, grains)}),
  rollup_system_tag as (${upsert(
    'report_rollup_system_tag',
    [systemService, articleTitle, ['tags', `array_to_string(tags, E'\\x1e')`, 'min(tags)'], tagClicked],
    [clicks],
    isTagClick,
  )}),
  rollup_system as (${upsert(
    'report_rollup_system',
    [systemService, articleTitle, ['is_tech', 'is_tech_support_employee::text', 'bool_or(is_tech_support_employee)']],
    [views, applications],
    isViewOrApplication,
  )}),
  rollup_user as (${upsert(
    'report_rollup_user',
    [
      ['user_name', 'user_fio', 'min(user_fio)'],
      ['user_system', 'login_system', 'min(login_system)'],
      systemService,
      articleTitle,
    ],
    [views, applications],
    isViewOrApplication,
  )}),
  rollup_tag as (${upsert('report_rollup_tag', [tagClicked], [clicks], isTagClick)})`
}

/** Per rollup table, how a coarser grain takes a group's columns and sums from the day rows. */
const COARSEN: Record<string, { columns: string[]; sums: string[] }> = {
  report_rollup_system_tag: {
    columns: ['min(system_service)', 'min(article_title)', 'min(tags)', 'min(tag)'],
    sums: ['clicks'],
  },
  report_rollup_system: {
    columns: ['min(system_service)', 'min(article_title)', 'bool_or(is_tech)'],
    sums: ['views', 'applications'],
  },
  report_rollup_user: {
    columns: ['min(user_name)', 'min(user_system)', 'min(system_service)', 'min(article_title)'],
    sums: ['views', 'applications'],
  },
  report_rollup_tag: { columns: ['min(tag)'], sums: ['clicks'] },
}

/**
 * Statements that build the coarser rows (`grains`) of every rollup from its day rows, for a bulk load (the
 * benchmark's generated years): `rollupCtes(source, zone, ['d'])` first, then these, instead of adding each event to four
 * grains. From `from` rows instead of day rows they fill in a grain added later (a quarter is whole months).
 */
export function coarsenRollupsSql(grains: Exclude<Grain, 'd'>[] = ['m', 'q', 'y'], from: Grain = 'd'): string[] {
  return Object.entries(COARSEN).flatMap(([table, { columns, sums }]) =>
    grains.map(
      (grain) => `insert into ${table} select '${grain}', date_trunc('${GRAIN_UNIT[grain]}', period)::date,
        scope, dims, ${columns.join(', ')}, ${sums.map((c) => `sum(${c})`).join(', ')}
      from ${table} where grain = '${from}' group by 2, 3, 4`,
    ),
  )
}
