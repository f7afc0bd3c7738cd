import { sql } from 'drizzle-orm'
import type { ApplicationStatus } from '@psp/contracts'
import type { Actor, AppContext } from '../platform/context'
import { builtInDictionaries } from '../modules/applications/service-desk'
import * as applicant from '../modules/applications/applications.service'
import * as operator from '../modules/applications/operator.service'
import type { DemoPeople } from './demo-accounts'

const DAY_MS = 86_400_000

/** What happens to one demo application after it is filed: operator moves (with a comment) and applicant steps. */
type Step =
  | { by: 'operator'; status: ApplicationStatus; comment?: string }
  | { by: 'operator'; reply: string }
  | { by: 'applicant'; comment: string }
  | { by: 'applicant'; close: number }
  | { by: 'applicant'; archive: true }

interface DemoApplication {
  who: 'employee' | 'orgAdmin' | 'individual'
  daysAgo: number
  subject: string
  text: string
  steps: Step[]
}

const demoApplications: DemoApplication[] = [
  {
    who: 'employee',
    daysAgo: 1,
    subject: 'Не загружается проектная документация',
    text: 'При загрузке архива с разделами проектной документации появляется ошибка «Превышено время ожидания».',
    steps: [],
  },
  {
    who: 'employee',
    daysAgo: 4,
    subject: 'Нет доступа к личному кабинету заявителя',
    text: 'После смены пароля вход в личный кабинет заявителя не выполняется.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', status: 'waiting', comment: 'Уточните, пожалуйста, логин и время последней попытки входа.' },
    ],
  },
  {
    who: 'employee',
    daysAgo: 9,
    subject: 'Ошибка в сведениях об объекте экспертизы',
    text: 'В карточке заявления неверно указан адрес объекта капитального строительства.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', reply: 'Адрес исправлен, проверьте карточку заявления.' },
      { by: 'operator', status: 'resolved', comment: 'Сведения исправлены.' },
    ],
  },
  {
    who: 'employee',
    daysAgo: 20,
    subject: 'Консультация по оплате экспертизы',
    text: 'Подскажите, где в личном кабинете сформировать счет на оплату.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', status: 'resolved', comment: 'Счет формируется в разделе «Оплата» карточки заявления.' },
      { by: 'applicant', close: 5 },
    ],
  },
  {
    who: 'employee',
    daysAgo: 45,
    subject: 'Запрос на изменение контактного телефона',
    text: 'Прошу изменить контактный телефон организации в реестре заявителей.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', status: 'resolved' },
      { by: 'applicant', close: 4 },
      { by: 'applicant', archive: true },
    ],
  },
  {
    who: 'orgAdmin',
    daysAgo: 3,
    subject: 'Предоставить доступ новому сотруднику',
    text: 'Прошу предоставить доступ к подаче заявлений сотруднику Петрову П. П.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', status: 'negotiation', comment: 'Заявка передана на согласование руководителю.' },
    ],
  },
  {
    who: 'orgAdmin',
    daysAgo: 12,
    subject: 'Отложить выгрузку отчетности',
    text: 'Просим перенести выгрузку отчетности на следующий месяц.',
    steps: [
      { by: 'operator', status: 'inprogress' },
      { by: 'operator', status: 'deferred', comment: 'Выгрузка перенесена на начало следующего месяца.' },
    ],
  },
  {
    who: 'individual',
    daysAgo: 2,
    subject: 'Как подать заявление без организации',
    text: 'Можно ли подать заявление на экспертизу как физическое лицо?',
    steps: [],
  },
]

/**
 * A few applications in every state for the demo people, filed and moved through the service desk's own calls, so
 * `/orders`, the order page, the status history and the operators' console have something to show.
 */
export async function seedDemoApplications(ctx: AppContext, people: DemoPeople) {
  const { rows } = await ctx.db.execute<{ system_id: string; service_id: string; service_name: string }>(
    sql`select s.system_id, s.id as service_id, s.name as service_name from kb_services s order by s.sort_order, s.name
      limit 1`,
  )
  if (!rows.length) return
  const place = rows[0]
  const [type] = await builtInDictionaries.applicationTypes({ id: place.service_id, name: place.service_name })
  const [warranty] = await builtInDictionaries.warranties()
  const [impact] = await builtInDictionaries.impacts()
  const actor = (userId: string, organizationId: string | null, role: Actor['role'] = 'Regular'): Actor => ({
    userId,
    role,
    organizationId,
    sessionId: 'demo',
    agreementAccepted: true,
  })
  const applicants = {
    employee: actor(people.employee, people.bureau),
    orgAdmin: actor(people.orgAdmin, people.bureau),
    individual: actor(people.individual, null),
  }
  const desk = actor(people.admin, null, 'Admin')
  const start = ctx.clock.now().getTime()
  for (const demo of demoApplications) {
    // Each step an hour after the one before, starting the given number of days ago.
    let at = start - demo.daysAgo * DAY_MS
    const then = (): AppContext => {
      at += 3_600_000
      const when = new Date(Math.min(at, start))
      return { ...ctx, clock: { now: () => when } }
    }
    const who = applicants[demo.who]
    const { id } = await applicant.createApplication(
      then(),
      who,
      {
        systemUuid: place.system_id,
        serviceUuid: place.service_id,
        applicationType: type.fullyQualifiedName,
        warranty: warranty.value,
        impact: impact.value,
        subject: demo.subject,
        text: demo.text,
      },
      [],
    )
    // An external desk (ADR 0038) gets the filings, and their life goes on there: the built-in console's steps would
    // never reach it.
    if (ctx.serviceDesk.external) continue
    for (const step of demo.steps) {
      if (step.by === 'operator' && 'status' in step) {
        await operator.moveApplication(then(), desk, id, step.status, step.comment)
      } else if (step.by === 'operator') await operator.replyToApplication(then(), desk, id, step.reply, [])
      else if ('comment' in step) await applicant.addComment(then(), who, id, step.comment, [])
      else if ('close' in step) await applicant.closeApplication(then(), who, id, step.close)
      else await applicant.archiveApplication(then(), who, id)
    }
  }
}
