import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { reportPropertyTitles } from '@psp/contracts'
import { mailOutbox, userDataChanges } from '../src/db/schema/index'
import { templates } from '../src/platform/mail/index'
import { recordUserDataChange } from '../src/modules/user-data-changes/record-user-data-change'
import { startTestApp, type TestApp } from './harness'
import { addMember, buildOrganization, buildUser } from './factories'
import { makeLoginToken, TEST_TOKEN_SECRET } from './login-tokens'
import { recordEvents } from './report-factories'

/**
 * A portal far from Moscow (UTC+10 all year): every day and time it counts, writes or mails follows
 * PORTAL_TIME_ZONE. Each expectation differs from what Moscow time would give.
 */
const ZONE = 'Asia/Vladivostok'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: {
      PORTAL_TIME_ZONE: ZONE,
      TOKEN_LOGIN_HMAC_SECRET: TEST_TOKEN_SECRET,
      PUBLIC_URL: 'https://psp.example.ru',
      MAIL_POLL_SECONDS: '3600',
    },
  })
})
afterAll(() => t.close())

const JAN = { from: '2026-01-01', to: '2026-01-31' }
/** How a letter writes a moment in Vladivostok, by the runtime's own calendar: «7 января 2026 г. в 06:00». */
const inVladivostok = (moment: Date) =>
  new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: ZONE }).format(moment)

describe('report days are the days of PORTAL_TIME_ZONE', () => {
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    const org = await buildOrganization(t.ctx)
    const reader = await buildUser(t.ctx, { surname: 'Дальневосточная', name: 'Анна', patronymic: null })
    await addMember(t.ctx, org.id, reader.id, { role: 'Admin', isDefault: true })
    admin = await t.signIn(reader.email)
    const at = { userId: reader.id, organizationId: org.id }
    await recordEvents(t.ctx, [
      // 31 December 23:59:59 in Vladivostok (16:59:59 in Moscow): before the period.
      { ...at, at: '2025-12-31T13:59:59Z', article: { title: 'Новогодняя' } },
      // 1 January 00:00 in Vladivostok, still 31 December in Moscow: the period's first second.
      { ...at, at: '2025-12-31T14:00:00Z', article: { title: 'Новогодняя' } },
      // 31 January 23:59:59 in Vladivostok: the period's last second.
      { ...at, at: '2026-01-31T13:59:59Z', article: { title: 'Февральская' } },
      // 1 February 00:00 in Vladivostok, still 31 January in Moscow: after the period.
      { ...at, at: '2026-01-31T14:00:00Z', article: { title: 'Февральская' } },
    ])
  })

  it('counts a fixed report (its rollups) on the days of the zone', async () => {
    const res = await admin.post('/api/articles/report/clicks/by-system', {
      itemsPerPage: 25,
      page: 1,
      filterByDate: JAN,
    })
    expect(res.status).toBe(200)
    expect(
      res.body.items.map((r: { articleTitle: string; viewsCount: number }) => [r.articleTitle, r.viewsCount]),
    ).toEqual([
      ['Новогодняя', 1],
      ['Февральская', 1],
    ])
  })

  it("lists the events of the zone's days, and writes their times in the zone in the spreadsheet", async () => {
    const list = await admin.post('/api/articles/report', { filterByDate: JAN })
    expect(list.body.items.map((r: { eventDateTime: string }) => r.eventDateTime).sort()).toEqual([
      '2025-12-31T14:00:00.000Z',
      '2026-01-31T13:59:59.000Z',
    ])
    const properties = reportPropertyTitles.map((title, order) => ({
      title,
      enabled: ['articleTitle', 'eventDateTime'].includes(title),
      order,
    }))
    const file = await admin.post('/api/articles/report/xlsx?fixedReport=None', {
      pattern: {
        id: 1,
        name: 'Отчет',
        properties,
        chosenAsDefault: false,
        sortByEventTimeDesc: false,
        fixedType: null,
        filterByDate: JAN,
      },
    })
    expect(file.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(file.body as ArrayBuffer) as unknown as ArrayBuffer)
    const rows: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows.slice(1)).toEqual([
      ['Новогодняя', '01.01.2026 00:00'],
      ['Февральская', '31.01.2026 23:59'],
    ])
  })
})

describe('dates written for people are in PORTAL_TIME_ZONE', () => {
  it('dates a change of user data by the day of the zone', async () => {
    const user = await buildUser(t.ctx)
    await recordUserDataChange(t.ctx, {
      userId: user.id,
      status: 'Changed',
      changes: 'Телефон: — → +7 (423) 000-00-00',
    })
    // 23:00 on 5 January in Moscow is already 6 January in Vladivostok.
    await t.ctx.db
      .update(userDataChanges)
      .set({ createdAt: new Date('2026-01-05T20:00:00Z') })
      .where(eq(userDataChanges.userId, user.id))
    const page = await (await t.signIn(user.email)).get('/api/userdatachange')
    expect(page.body.items[0].confirmationDate).toBe('2026-01-06')
  })

  it('writes the end of a link in a letter in the zone, named from МСК', () => {
    const expiresAt = new Date('2026-01-06T20:00:00Z')
    const mail = templates.passwordReset(t.ctx, { fio: null, token: 'tok', expiresAt })
    expect(mail.text).toContain(`Ссылка действует до ${inVladivostok(expiresAt)} (МСК+7)`)
    expect(inVladivostok(expiresAt)).toBe('7 января 2026 г. в 06:00')
  })

  it('writes the end of the token sign-in confirmation link in the zone', async () => {
    const email = 'far.east@example.test'
    const token = makeLoginToken({ sub: 'ext-far-east', email }, { now: t.clock.now() })
    const answer = await t.client().get(`/api/login/token?token=${encodeURIComponent(token)}`)
    expect(answer.headers.get('location')).toBe('/token-login-error?type=EmailSent')
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    // The test clock stands still: the link lives exactly TOKEN_LOGIN_CONFIRM_HOURS from now.
    const expiresAt = new Date(t.clock.now().getTime() + t.ctx.config.TOKEN_LOGIN_CONFIRM_HOURS * 3_600_000)
    expect(mail.text).toContain(`Ссылка действует до ${inVladivostok(expiresAt)} (МСК+7)`)
  })
})
