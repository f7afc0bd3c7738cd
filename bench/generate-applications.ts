/**
 * Applications for the applications bench, generated in PostgreSQL with set-based SQL: `count` applications over two
 * years (ending 2026-11-22) in one large organization of 1,000 members (the bench's organization), beside a tenth as
 * many in 50 other organizations, so every list has neighbours to leave out. Statuses spread over the eight codes
 * (closed the most), one in ten subjects mentions a printer, one in twenty of the others' applications is archived.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client'

export const BENCH_ORG = '00000000-0000-4000-8000-00000000a001'
const MEMBERS = 1000
const OTHER_ORGS = 50
const STATUSES = ['registered', 'inprogress', 'waiting', 'negotiation', 'deferred', 'resolved', 'resumed', 'closed']
const SUBJECTS = [
  'Не печатает принтер в кабинете',
  'Не загружается документ',
  'Ошибка при подписании заключения',
  'Не приходит письмо с кодом',
  'Вопрос по оплате экспертизы',
  'Не открывается раздел «Заявления»',
  'Прошу изменить данные организации',
  'Медленно работает личный кабинет',
  'Не отображается статус заявления',
  'Нужна консультация по загрузке файлов',
]

/** A constant text array, written into the statement (the values are this file's own). */
const textArray = (values: string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(', ')}])`)

/** The id of the bench organization's k-th member (0 is its admin, 1 the employee the bench signs in as). */
export const memberId = (k: number) => `10000000-0000-4000-8000-${String(k).padStart(12, '0')}`

export async function generateApplications(
  db: Database,
  options: { count: number; passwordHash: string; log: (line: string) => void },
) {
  const { count, passwordHash, log } = options
  const n = (value: number) => sql.raw(String(Math.trunc(value)))
  const others = Math.trunc(count / 10)
  await db.execute(sql`select setseed(0.42)`)
  await db.execute(sql`
    insert into organizations (id, full_name, short_name, inn, status)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(40960 + o), 12, '0'))::uuid, 'ООО «Заявки ' || o || '»',
      'ООО «Заявки ' || o || '»', (7800000000 + o)::text, 'Accepted'
    from generate_series(1, ${n(OTHER_ORGS + 1)}) o on conflict do nothing`)
  // The bench organization's members, then ten members in each other organization.
  await db.execute(sql`
    insert into users (id, email, password_hash, surname, name, patronymic, phone)
    select ('10000000-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid, 'member' || u || '@bench.test',
      ${passwordHash}, 'Фамилия' || u, 'Имя', 'Отчество', '+7 900 ' || lpad(u::text, 7, '0')
    from generate_series(0, ${n(MEMBERS + OTHER_ORGS * 10 - 1)}) u on conflict do nothing`)
  await db.execute(sql`
    insert into organization_members (organization_id, user_id, role, status, is_default)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(40960 + case when u < ${n(MEMBERS)} then 1
        else 2 + (u - ${n(MEMBERS)}) / 10 end), 12, '0'))::uuid,
      ('10000000-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid,
      case when u = 0 or (u >= ${n(MEMBERS)} and u % 10 = 0) then 'Admin' else 'Employee' end, 'Accepted', true
    from generate_series(0, ${n(MEMBERS + OTHER_ORGS * 10 - 1)}) u on conflict do nothing`)
  log(`generating ${count + others} applications…`)
  const chunk = 50_000
  for (let from = 1; from <= count + others; from += chunk) {
    const to = Math.min(count + others, from + chunk - 1)
    await db.execute(sql`
      insert into applications (user_id, organization_id, system_id, system_name, service_id, service_name,
        application_type, application_type_title, warranty, impact, subject, text, status, archived_at, created_at,
        updated_at, unread_by_user)
      select ('10000000-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid,
        ('00000000-0000-4000-8000-' || lpad(to_hex(40960 + case when u < ${n(MEMBERS)} then 1
          else 2 + (u - ${n(MEMBERS)}) / 10 end), 12, '0'))::uuid,
        null, 'Система ' || (g % 12), null, 'Сервис ' || (g % 60), 'Consultation', 'Консультация', 'Средняя',
        'Среднее', ${textArray(SUBJECTS)}[1 + g % ${n(SUBJECTS.length)}] || ' №' || g, 'Текст заявки ' || g,
        ${textArray(STATUSES)}[1 + least(7, floor(r * 10)::int)],
        case when u >= ${n(MEMBERS)} and g % 20 = 0 then created + interval '30 days' end,
        created, created + make_interval(secs => r * 86400 * 20), r < 0.1
      from (select g, random() as r,
              case when g <= ${n(count)} then (g::bigint * 7919) % ${n(MEMBERS)}
                else ${n(MEMBERS)} + (g::bigint * 7919) % ${n(OTHER_ORGS * 10)} end as u,
              '2026-11-22'::timestamptz - make_interval(secs => random() * 730 * 86400) as created
            from generate_series(${n(from)}, ${n(to)}) g) x`)
    log(`  applications ${to}`)
  }
  await db.execute(sql`vacuum analyze applications`)
  await db.execute(sql`vacuum analyze users`)
  await db.execute(sql`vacuum analyze organization_members`)
}
