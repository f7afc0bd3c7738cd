import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '@psp/contracts'
import { AGREEMENT_FILE_KIND } from '../src/modules/agreements/agreements.service'
import { storeFile } from '../src/modules/files/files.service'
import { buildUser } from './factories'
import type { TestApp } from './harness'

/**
 * GET /api/files/{id} as SPEC §7 describes it, run against whichever storage adapter the app is started with,
 * so the local directory and the S3 adapter are held to the same behaviour.
 */
export function fileDownloadTests(title: string, start: () => Promise<TestApp>) {
  describe(title, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await start()
    })
    afterAll(() => t?.close())

    const privateFile = async (ownerUserId: string, name = 'Отчёт за май «итог».txt') =>
      storeFile(t.ctx, {
        name,
        body: Buffer.from('Содержимое файла'),
        mimeType: 'text/plain; charset=utf-8',
        kind: 'test-private',
        ownerUserId,
      })

    it('streams the owner its file under its UTF-8 name', async () => {
      const owner = await buildUser(t.ctx)
      const file = await privateFile(owner.id)
      const client = await t.signIn(owner.email)
      const answer = await client.get(`/api/files/${file.id}`)
      expect(answer.status).toBe(200)
      expect(Buffer.from(answer.body as ArrayBuffer).toString('utf8')).toBe('Содержимое файла')
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const disposition = answer.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment;/)
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Отчёт за май «итог».txt')}`)
      // The ASCII fallback never carries a raw quote that would end the parameter early.
      expect(disposition).toMatch(/filename="[^"]*"/)
    })

    it("answers another user's private file as missing", async () => {
      const owner = await buildUser(t.ctx)
      const stranger = await buildUser(t.ctx)
      const file = await privateFile(owner.id)
      const answer = await (await t.signIn(stranger.email)).get(`/api/files/${file.id}`)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ code: 'NotFound' })
    })

    it('lets a platform Admin read any file', async () => {
      const owner = await buildUser(t.ctx)
      const admin = await buildUser(t.ctx, { role: 'Admin' })
      const file = await privateFile(owner.id)
      expect((await (await t.signIn(admin.email)).get(`/api/files/${file.id}`)).status).toBe(200)
    })

    it('lets any signed-in user read an agreement file', async () => {
      const admin = await buildUser(t.ctx, { role: 'Admin' })
      const reader = await buildUser(t.ctx)
      const file = await storeFile(t.ctx, {
        name: 'Соглашение.pdf',
        body: Buffer.from('%PDF-1.4 test'),
        mimeType: 'application/pdf',
        kind: AGREEMENT_FILE_KIND,
        ownerUserId: admin.id,
      })
      const answer = await (await t.signIn(reader.email)).get(`/api/files/${file.id}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(answer.body as ArrayBuffer).toString()).toBe('%PDF-1.4 test')
    })

    it('answers 401 to a signed-out caller, without revealing whether the file exists', async () => {
      const owner = await buildUser(t.ctx)
      const file = await privateFile(owner.id)
      const answer = await t.client().get(`/api/files/${file.id}`)
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ code: 'GeneralError', reason: 'Unauthorized' })
    })

    it('answers 404 for an unknown id and 400 with a catalogue code for a malformed one', async () => {
      const client = await t.signIn((await buildUser(t.ctx)).email)
      const unknown = await client.get('/api/files/00000000-0000-4000-8000-000000000000')
      expect(unknown.status).toBe(404)
      expect(unknown.body).toMatchObject({ code: 'NotFound' })
      const malformed = await client.get('/api/files/not-a-uuid')
      expect(malformed.status).toBe(400)
      expect(errorCodes).toContain(malformed.body.code)
      expect(malformed.body.reason).toBe('ValidationError')
    })

    it('answers 404 when the row exists but the bytes are gone from storage', async () => {
      const owner = await buildUser(t.ctx)
      const file = await privateFile(owner.id)
      await t.ctx.storage.delete(file.storageKey)
      const answer = await (await t.signIn(owner.email)).get(`/api/files/${file.id}`)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ code: 'NotFound' })
    })
  })
}
