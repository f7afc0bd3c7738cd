import { AVATAR_MAX_BYTES } from '@psp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { fileForm, gifBytes, jpegBytes, pngBytes } from '../../../test/images'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) => {
  const user = await buildUser(t.ctx, overrides)
  return { user, client: await t.signIn(user.email) }
}
const history = async (client: Awaited<ReturnType<TestApp['signIn']>>) =>
  (await client.get('/api/userdatachange?itemsPerPage=100')).body.items as Array<{
    changeUserDataStatusType: string
    changes: string
  }>

describe('PATCH /api/user/phone', () => {
  it('answers 401 signed out', async () => {
    expect((await t.client().patch('/api/user/phone', { phone: '+7 (916) 123-45-67' })).status).toBe(401)
  })

  it('changes the phone, shows it in the user data and records the change', async () => {
    const { client } = await signedIn({ phone: '+7 (999) 123-45-67' })
    const res = await client.patch('/api/user/phone', { phone: '+7 (916) 000-11-22' })
    expect(res.status).toBe(200)
    expect(res.body.preferredMobilePhone).toBe('+7 (916) 000-11-22')
    expect((await client.get('/api/user/info')).body.preferredMobilePhone).toBe('+7 (916) 000-11-22')
    expect(await history(client)).toEqual([
      expect.objectContaining({
        changeUserDataStatusType: 'Changed',
        changes: 'Телефон: +7 (999) 123-45-67 → +7 (916) 000-11-22',
      }),
    ])
  })

  it('records a first phone as added', async () => {
    const { client } = await signedIn({ phone: null })
    await client.patch('/api/user/phone', { phone: '+7 (495) 111-22-33' })
    expect((await history(client))[0]).toMatchObject({ changeUserDataStatusType: 'Added' })
  })

  it.each([
    ['first digit 5', '+7 (516) 123-45-67'],
    ['first digit 0', '+7 (016) 123-45-67'],
    ['incomplete', '+7 (916) 123-45-6'],
    ['without the mask', '89161234567'],
    ['empty', ''],
  ])('refuses a phone %s with a catalogue code and the Russian message', async (_, phone) => {
    const { client } = await signedIn()
    const res = await client.patch('/api/user/phone', { phone })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('GeneralError')
    expect(JSON.stringify(res.body)).toContain('Номер телефона указан в неверном формате')
  })

  it('refuses a body of the wrong type and unknown fields', async () => {
    const { client } = await signedIn()
    expect((await client.patch('/api/user/phone', { phone: 79161234567 })).status).toBe(400)
    expect((await client.patch('/api/user/phone', { phone: '+7 (916) 123-45-67', userId: 'x' })).status).toBe(400)
  })
})

describe('PATCH and DELETE /api/user/avatar', () => {
  const upload = (client: Awaited<ReturnType<TestApp['signIn']>>, name: string, bytes: Buffer) =>
    client.request('PATCH', '/api/user/avatar', { body: fileForm('file', name, bytes) })

  it('answers 401 signed out', async () => {
    expect((await upload(t.client(), 'a.png', pngBytes(10, 10))).status).toBe(401)
    expect((await t.client().delete('/api/user/avatar')).status).toBe(401)
  })

  it('sets a PNG avatar any signed-in user can see, replaces it and removes it, recording each change', async () => {
    const { client } = await signedIn()
    const first = await upload(client, 'me.png', pngBytes(300, 300))
    expect(first.status).toBe(200)
    expect(first.body.avatar).toMatch(/^\/api\/files\//)
    const other = (await signedIn()).client
    const picture = await other.get(first.body.avatar)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/png')

    const second = await upload(client, 'me.jpg', jpegBytes())
    expect(second.status).toBe(200)
    expect(second.body.avatar).not.toBe(first.body.avatar)
    // The replaced picture is gone.
    expect((await client.get(first.body.avatar)).status).toBe(404)

    const removed = await client.delete('/api/user/avatar')
    expect(removed.status).toBe(200)
    expect(removed.body.avatar).toBeNull()
    expect((await client.get('/api/user/info')).body.avatar).toBeNull()
    expect((await client.get(second.body.avatar)).status).toBe(404)
    expect((await history(client)).map((h) => h.changeUserDataStatusType)).toEqual(['Deleted', 'Changed', 'Added'])
  })

  it('refuses a GIF, a GIF named .png and a text file', async () => {
    const { client } = await signedIn()
    for (const [name, bytes] of [
      ['a.gif', gifBytes()],
      ['a.png', gifBytes()],
      ['a.jpg', Buffer.from('not a picture')],
    ] as const) {
      const res = await upload(client, name, bytes)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'FailedToUploadFiles', reason: 'FileTypeNotAllowed' })
    }
    expect((await client.get('/api/user/info')).body.avatar).toBeNull()
  })

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    const { client } = await signedIn()
    const png = pngBytes(10, 10)
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)])
    expect((await upload(client, 'big.png', padded(AVATAR_MAX_BYTES))).status).toBe(200)
    const tooBig = await upload(client, 'big.png', padded(AVATAR_MAX_BYTES + 1))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.code).toBe('FailedToUploadFiles')
  })

  it('refuses a request without a file or not multipart', async () => {
    const { client } = await signedIn()
    expect((await client.request('PATCH', '/api/user/avatar', { body: new FormData() })).status).toBe(400)
    expect((await client.patch('/api/user/avatar', { file: 'x' })).status).toBe(400)
  })

  it('deleting without an avatar changes nothing and records nothing', async () => {
    const { client } = await signedIn()
    expect((await client.delete('/api/user/avatar')).status).toBe(200)
    expect(await history(client)).toEqual([])
  })
})
