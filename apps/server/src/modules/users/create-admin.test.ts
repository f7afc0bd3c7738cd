import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { runNode } from '../../../test/run-node'
import { readHiddenLine } from '../../platform/read-secret'
import { createAdmin } from './create-admin'

// `npm run cli -- create-admin`: the first administrator, without the demo seed's published password.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const runCreateAdmin = (args: string[], input: { stdin?: string; env?: Record<string, string> }) =>
  runNode('src/cli.ts', ['create-admin', ...args], {
    env: { NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, ...input.env },
    input: input.stdin,
  })

// Each run starts a Node process with tsx: slow on a busy machine.
describe('npm run cli -- create-admin', { timeout: 90_000 }, () => {
  it('creates an Admin who signs in with the password read from stdin, never printing it', async () => {
    const password = 'Crisp-Winter-Morning-7'
    const run = await runCreateAdmin(
      ['--email', 'chief@example.ru', '--username', 'chief', '--surname', 'Главный', '--name', 'Пётр'],
      { stdin: `${password}\n` },
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Администратор chief@example.ru создан')
    expect(run.stdout + run.stderr).not.toContain(password)
    const client = await t.signIn('CHIEF', password)
    expect((await client.get('/api/user/info')).body).toMatchObject({ email: 'chief@example.ru', role: 'Admin' })
  })

  it('reads the password from ADMIN_PASSWORD for scripts', async () => {
    const password = 'Scripted-Deploy-2027!'
    const run = await runCreateAdmin(['--email', 'ops@example.ru'], { env: { ADMIN_PASSWORD: password } })
    expect(run.code).toBe(0)
    expect((await (await t.signIn('ops@example.ru', password)).get('/api/user/info')).body.role).toBe('Admin')
  })

  it('stops with the reason when the password is too weak, creating nothing', async () => {
    const run = await runCreateAdmin(['--email', 'weakling@example.ru'], { stdin: 'Short-1\n' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Пароль должен быть не короче 12 символов')
    expect((await t.client().post('/api/login', { login: 'weakling@example.ru', password: 'Short-1' })).status).toBe(
      401,
    )
  })
})

describe('createAdmin', () => {
  it.each([
    ['a short one', 'Short-1', /не короче 12 символов/],
    ['one kind of characters', 'onlylowercaseletters', /трёх видов/],
    ['the demo password', 'Demo-2026', /Демонстрационный пароль/],
    ['one holding the account name', 'Weakling-Password-9', /имя учётной записи/],
  ])('refuses %s and creates nothing', async (_name, password, message) => {
    await expect(createAdmin(t.ctx, { email: 'weakling@example.ru', password })).rejects.toThrow(message)
    expect((await t.client().post('/api/login', { login: 'weakling@example.ru', password })).status).toBe(401)
  })

  it('refuses a taken e-mail or user name, in any case, and a malformed e-mail', async () => {
    const user = await buildUser(t.ctx, { username: 'taken-name' })
    const password = 'Another-Strong-Pass-3'
    await expect(createAdmin(t.ctx, { email: user.email.toUpperCase(), password })).rejects.toThrow(
      'Пользователь с таким адресом или именем уже есть',
    )
    await expect(createAdmin(t.ctx, { email: 'fresh@example.ru', username: 'TAKEN-NAME', password })).rejects.toThrow(
      'Пользователь с таким адресом или именем уже есть',
    )
    await expect(createAdmin(t.ctx, { email: 'not-an-address', password })).rejects.toThrow(
      'Укажите адрес электронной почты',
    )
  })
})

describe('readHiddenLine', () => {
  it('reads a line typed on a terminal in raw mode without echoing it', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[] })
    const rawMode = (mode: boolean) => input.modes.push(mode)
    const output = new PassThrough()
    let shown = ''
    output.on('data', (c: Buffer) => (shown += c.toString('utf8')))
    const line = readHiddenLine('Пароль: ', Object.assign(input, { setRawMode: rawMode }), output)
    input.write('Secreu\u007ft-Typed')
    input.write('-1\r')
    expect(await line).toBe('Secret-Typed-1')
    expect(shown).toBe('Пароль: \n')
    expect(input.modes).toEqual([true, false])
  })
})
