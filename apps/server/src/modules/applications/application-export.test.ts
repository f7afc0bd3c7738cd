import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { applications } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'
import type { Database } from '../../db/client'
import { AppError } from '../../platform/errors'
import { exportApplications } from './application-export.service'

const HEADERS = [
  'Номер',
  'Тема',
  'Статус',
  'Система',
  'Сервис',
  'Тип заявки',
  'Заявитель',
  'Телефон',
  'Организация',
  'Дата создания',
  'Дата изменения',
]

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
/** Organization A: its admin and an employee; organization B: its admin; a user of no organization. */
let adminA: ApiClient
let employeeA: ApiClient
let adminB: ApiClient
let loner: ApiClient
const filed: Record<string, { id: string; number: number }> = {}

beforeAll(async () => {
  t = await startTestApp({ env: { APPLICATIONS_EXPORT_RATE_LIMIT: '6' } })
  place = await buildPlace(t.ctx)
  const [orgA, orgB] = [await buildOrganization(t.ctx), await buildOrganization(t.ctx)]
  const [a1, a2, b1, l] = [
    await buildUser(t.ctx, { surname: 'Админова', name: 'Анна', patronymic: null }),
    await buildUser(t.ctx, { surname: 'Сотрудников', name: 'Пётр', patronymic: null, phone: '+7 900 111-22-33' }),
    await buildUser(t.ctx, { surname: 'Чужой', name: 'Борис', patronymic: null }),
    await buildUser(t.ctx),
  ]
  await addMember(t.ctx, orgA.id, a1.id, { role: 'Admin', isDefault: true })
  await addMember(t.ctx, orgA.id, a2.id, { isDefault: true })
  await addMember(t.ctx, orgB.id, b1.id, { role: 'Admin', isDefault: true })
  adminA = await t.signIn(a1.email)
  employeeA = await t.signIn(a2.email)
  adminB = await t.signIn(b1.email)
  loner = await t.signIn(l.email)
  filed.formula = await fileApplication(employeeA, place, '=HYPERLINK("x";"ok")')
  filed.plus = await fileApplication(employeeA, place, '+SUM(A1:A2)')
  filed.printer = await fileApplication(employeeA, place, 'Принтер не печатает')
  filed.admin = await fileApplication(adminA, place, 'Заявка администратора')
  filed.other = await fileApplication(adminB, place, 'Заявка чужой организации')
  filed.lonely = await fileApplication(loner, place, 'Заявка без организации')
  // A known moment: 2026-01-15 21:30 UTC is 2026-01-16 00:30 in Moscow (the portal's default time zone).
  await t.ctx.db
    .update(applications)
    .set({ createdAt: new Date('2026-01-15T21:30:00Z') })
    .where(eq(applications.id, filed.printer.id))
  await t.ctx.db.update(applications).set({ status: 'inprogress' }).where(eq(applications.id, filed.plus.id))
})
afterAll(() => t.close())

async function rowsOf(body: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body)
  const sheet = workbook.worksheets[0]
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return { rows, sheet }
}

const numbersOf = (rows: unknown[][]) => rows.slice(1).map((r) => r[0])

describe('the spreadsheet of the own list', () => {
  it('holds exactly the user’s rows with Russian headers, status labels, real dates and no formulas', async () => {
    const file = await employeeA.post('/api/applications/xls?statusGroup=None', {
      sortBy: { title: 'number', sortOrder: 'Asc' },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('spreadsheetml')
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toMatch(/Заявки \d{4}-\d\d-\d\d\.xlsx/)
    const { rows, sheet } = await rowsOf(file.body as ArrayBuffer)
    expect(rows[0]).toEqual(HEADERS)
    expect(numbersOf(rows)).toEqual([filed.formula.number, filed.plus.number, filed.printer.number])
    const [formula, plus, printer] = rows.slice(1)
    expect(formula[1]).toBe(`'=HYPERLINK("x";"ok")`)
    expect(plus[1]).toBe("'+SUM(A1:A2)")
    expect(formula[2]).toBe('Новая')
    expect(plus[2]).toBe('В работе')
    expect(printer.slice(1, 9)).toEqual([
      'Принтер не печатает',
      'Новая',
      place.system.name,
      place.service.name,
      expect.any(String),
      'Сотрудников Пётр',
      '+7 900 111-22-33',
      expect.any(String),
    ])
    // A real date cell (a number with a date format), holding the Moscow wall-clock time.
    expect(printer[9]).toEqual(new Date('2026-01-16T00:30:00Z'))
    expect(sheet.getRow(4).getCell(10).numFmt).toBe('dd.mm.yyyy hh:mm')
    // No cell of the file is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()))
  })

  it('honours the view: filters, sort and group, every page, as the list call does', async () => {
    const view = {
      applicationFilter: { subject: { text: 'принтер', contains: false } },
      sortBy: { title: 'number', sortOrder: 'Desc' },
      page: 2,
      itemsPerPage: 1,
    }
    const list = await employeeA.post('/api/applications/get-applications?statusGroup=Actual', {
      ...view,
      page: 1,
      itemsPerPage: 100,
    })
    const file = await employeeA.post('/api/applications/xls?statusGroup=Actual', view)
    const { rows } = await rowsOf(file.body as ArrayBuffer)
    expect(numbersOf(rows)).toEqual(list.body.items.map((i: { number: number }) => i.number))
    expect(numbersOf(rows)).toEqual([filed.plus.number, filed.formula.number])

    await t.ctx.db.update(applications).set({ archivedAt: new Date() }).where(eq(applications.id, filed.formula.id))
    const archive = await rowsOf((await employeeA.post('/api/applications/xls?statusGroup=Archive', {})).body)
    expect(numbersOf(archive.rows)).toEqual([filed.formula.number])
    await t.ctx.db.update(applications).set({ archivedAt: null }).where(eq(applications.id, filed.formula.id))
  })

  it('never holds another user’s or organization’s applications', async () => {
    const mine = numbersOf((await rowsOf((await adminB.post('/api/applications/xls', {})).body)).rows)
    expect(mine).toEqual([filed.other.number])
    const lonely = numbersOf((await rowsOf((await loner.post('/api/applications/xls', {})).body)).rows)
    expect(lonely).toEqual([filed.lonely.number])
  })
})

describe('the spreadsheet of the organization list', () => {
  it('holds every application of the organization for its admin, and only their own for an employee', async () => {
    const view = { sortBy: { title: 'number', sortOrder: 'Asc' } }
    const forAdmin = await adminA.post('/api/organization/applications/xls?statusGroup=None', view)
    expect(forAdmin.status).toBe(200)
    const list = await adminA.post('/api/organization/applications/find?statusGroup=None', {
      ...view,
      itemsPerPage: 100,
    })
    const adminRows = numbersOf((await rowsOf(forAdmin.body)).rows)
    expect(adminRows).toEqual(list.body.items.map((i: { number: number }) => i.number))
    expect(adminRows).toEqual([filed.formula.number, filed.plus.number, filed.printer.number, filed.admin.number])

    const forEmployee = await employeeA.post('/api/organization/applications/xls', view)
    expect(numbersOf((await rowsOf(forEmployee.body)).rows)).toEqual([
      filed.formula.number,
      filed.plus.number,
      filed.printer.number,
    ])
    const forB = await adminB.post('/api/organization/applications/xls', view)
    expect(numbersOf((await rowsOf(forB.body)).rows)).toEqual([filed.other.number])
  })

  it('refuses a user of no organization with Forbidden', async () => {
    const answer = await loner.post('/api/organization/applications/xls', {})
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('Forbidden')
  })
})

describe('refusals and failures', () => {
  it('answers catalogue codes for a bad body, a bad group and no session', async () => {
    const badSort = await adminB.post('/api/applications/xls', { sortBy: { title: 'password', sortOrder: 'Asc' } })
    expect(badSort.status).toBe(400)
    expect(badSort.body.code).toEqual(expect.any(String))
    const unknownFilter = await adminB.post('/api/applications/xls', { applicationFilter: { secret: 'x' } })
    expect(unknownFilter.status).toBe(400)
    const badGroup = await adminB.post('/api/applications/xls?statusGroup=Everything', {})
    expect(badGroup.status).toBe(400)
    expect((await t.client().post('/api/applications/xls', {})).status).toBe(401)
  })

  it('answers FailedToGetApplicationsFromSd when the list cannot be read', async () => {
    const [user] = await t.ctx.db.select({ id: applications.userId }).from(applications).limit(1)
    const broken = Object.create(t.ctx.db) as Database
    Object.defineProperty(broken, '$client', { value: { connect: () => Promise.reject(new Error('down')) } })
    const actor = { userId: user.id, role: 'Regular', sessionId: 's', organizationId: null, agreementAccepted: true }
    const failure = exportApplications(
      { ...t.ctx, db: broken },
      actor as never,
      'own',
      'None',
      { applicationFilter: {} },
      () => {},
    )
    await expect(failure).rejects.toThrowError(AppError)
    await expect(failure).rejects.toMatchObject({ problem: 'FailedToGetApplicationsFromSd' })
  })

  it('limits the exports one user may start per minute', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/applications/xls', {})).status)
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect(statuses[6]).toBe(429)
  })
})
