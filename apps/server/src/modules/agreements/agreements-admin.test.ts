import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AGREEMENT_MAX_BYTES, AGREEMENT_NAME_MAX } from '@psp/contracts'
import type { ApiClient } from '../../../test/api-client'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { formOf, pdfBytes, PNG_1X1 } from '../../../test/upload-samples'

let t: TestApp
let admin: ApiClient
beforeAll(async () => {
  t = await startTestApp({ env: { NOTIFICATIONS_CHECK_SECONDS: '3600' } })
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

const upload = (name: string, body: Buffer, as = admin) =>
  as.request('POST', '/api/useragreement', { body: formOf({}, { field: 'file', name, body }) })

async function readReport(client: ApiClient) {
  const answer = await client.get('/api/useragreement/report')
  expect(answer.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(answer.body as ArrayBuffer)
  const rows: string[][] = []
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)))
  return { answer, rows }
}

describe('user agreement administration', () => {
  it('uploads a new version that becomes current, lists every version and asks users again', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const first = await upload('Соглашение 2026.pdf', pdfBytes('first'))
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ id: expect.any(String), name: 'Соглашение 2026', date: expect.any(String) })
    await client.get(`/api/login/agree/${first.body.id}`)
    expect((await client.get('/api/user/info')).body).not.toHaveProperty('agreementId')

    const second = await upload('Соглашение 2027.pdf', pdfBytes('second'))
    expect((await client.get('/api/useragreement')).body).toEqual(second.body)
    expect((await client.get('/api/user/info')).body.agreementId).toBe(second.body.id)
    const file = await client.get(`/api/useragreement/file/${second.body.id}`)
    expect(
      Buffer.from(file.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const all = await admin.get('/api/useragreement/all')
    expect(all.status).toBe(200)
    expect(all.body.slice(0, 2)).toEqual([second.body, first.body])
  })

  it('accepts a PDF of exactly 15 MB and refuses one byte more', async () => {
    expect((await upload('ровно.pdf', pdfBytes('max', AGREEMENT_MAX_BYTES))).status).toBe(200)
    const tooBig = await upload('больше.pdf', pdfBytes('max', AGREEMENT_MAX_BYTES + 1))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toMatchObject({ code: 'FailedToUploadFiles', reason: 'FileTooLarge' })
  })

  it('names the version as the Admin wrote it, else after its file; a name over the limit is refused', async () => {
    const file = { field: 'file', name: 'doc.pdf', body: pdfBytes('named') }
    const named = await admin.request('POST', '/api/useragreement', {
      body: formOf({ name: '  Редакция от 1 декабря  ' }, file),
    })
    expect(named.status).toBe(200)
    expect(named.body.name).toBe('Редакция от 1 декабря')
    expect((await admin.request('POST', '/api/useragreement', { body: formOf({}, file) })).body.name).toBe('doc')
    const long = await admin.request('POST', '/api/useragreement', {
      body: formOf({ name: 'я'.repeat(AGREEMENT_NAME_MAX + 1) }, file),
    })
    expect(long.status).toBe(400)
    expect(long.body.fields).toEqual({ name: 'Превышено количество символов' })

    // The OpenAPI document shows the optional field next to the file.
    const doc = await t.client().get('/api/docs/json')
    const body = doc.body.paths['/api/useragreement'].post.requestBody.content['multipart/form-data'].schema
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: AGREEMENT_NAME_MAX })
    expect(body.required).toEqual(['file'])
  })

  it('refuses anything that is not a PDF by its bytes or its name', async () => {
    const png = await upload('agreement.pdf', PNG_1X1)
    expect(png.status).toBe(400)
    expect(png.body).toMatchObject({ code: 'FailedToUploadFiles', message: 'недопустимый формат файла' })
    expect((await upload('agreement.docx', pdfBytes())).status).toBe(400)
    expect((await upload('empty.pdf', Buffer.alloc(0))).status).toBe(400)
    const noFile = await admin.request('POST', '/api/useragreement', { body: formOf({ name: 'x' }) })
    expect(noFile.status).toBe(400)
  })

  it('reports who accepted which version when, with formula-like names neutralised', async () => {
    const current = await upload('Редакция для отчета.pdf', pdfBytes('report'))
    const user = await buildUser(t.ctx, { surname: '=HYPERLINK("http://x")', name: 'Анна', patronymic: null })
    const client = await t.signIn(user.email)
    await client.get(`/api/login/agree/${current.body.id}`)
    // Accepting again keeps the first acceptance time.
    await client.get(`/api/login/agree/${current.body.id}`)

    const { answer, rows } = await readReport(admin)
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(rows[0]).toEqual(['ФИО', 'Email', 'Редакция соглашения', 'Дата редакции', 'Дата и время принятия'])
    const mine = rows.filter((r) => r[1] === user.email)
    expect(mine).toHaveLength(1)
    expect(mine[0][0]).toBe('\'=HYPERLINK("http://x") Анна')
    expect(mine[0][2]).toBe('Редакция для отчета')
    expect(mine[0][3]).toMatch(/^\d\d\.\d\d\.\d{4}$/)
    expect(mine[0][4]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)
  })

  it('keeps agreement administration to platform Admins', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    expect((await upload('x.pdf', pdfBytes(), client)).status).toBe(403)
    expect((await client.get('/api/useragreement/all')).status).toBe(403)
    expect((await client.get('/api/useragreement/report')).status).toBe(403)
    expect((await t.client().get('/api/useragreement/all')).status).toBe(401)
    expect((await t.client().get('/api/useragreement/report')).status).toBe(401)
  })

  it("dates a version by the portal's calendar day, not the UTC one", async () => {
    const late = await upload('Поздняя редакция.pdf', pdfBytes('late'))
    // 22:30 UTC on 1 March is 01:30 on 2 March in Moscow, the portal's default time zone (a date later than every
    // other version's, so this one stays the current one, which its uploader has accepted).
    await t.ctx.db.execute(
      sql`update user_agreements set created_at = '2099-03-01T22:30:00Z' where id = ${late.body.id}::uuid`,
    )
    const all = await admin.get('/api/useragreement/all')
    expect(all.status, JSON.stringify([late.body, all.body])).toBe(200)
    expect(all.body.find((a: { id: string }) => a.id === late.body.id).date).toBe('2099-03-02')
  })
})
