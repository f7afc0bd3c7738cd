import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..')

describe('loadConfig', () => {
  it('starts with working defaults and no settings at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: path.join(REPOSITORY_ROOT, 'data'),
      STORAGE: 'local',
      SESSION_IDLE_MINUTES: 60,
      SESSION_MAX_HOURS: 12,
      demoSeed: true,
      simulatedErrors: true,
      cookieSecure: false,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('turns demo data and simulated errors off in production unless asked for, and secures cookies', () => {
    const production = loadConfig({ NODE_ENV: 'production' })
    expect(production.demoSeed).toBe(false)
    expect(production.simulatedErrors).toBe(false)
    expect(production.cookieSecure).toBe(true)
  })

  it.each(['DEMO_SEED', 'SIMULATED_ERRORS'])('refuses %s turned on in production, naming it', (name) => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', [name]: 'true' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(new RegExp(`${name}: cannot be turned on in production`))
    expect(loadConfig({ NODE_ENV: 'production', [name]: 'off' })).toMatchObject({ demoSeed: false })
    expect(loadConfig({ NODE_ENV: 'test', [name]: 'on' })).toBeDefined()
  })

  it('trusts no proxy by default, in production too, and reads a hop count or a list of proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it.each(['true', 'on', '*', '10.0.0.1,proxy.example.ru', '10.0.0.0/33', '300.1.1.1'])(
    'refuses TRUST_PROXY=%s, naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: expected off, a hop count/)
    },
  )

  it('reads relative paths from the repository root, wherever the process started', () => {
    const started = process.cwd()
    try {
      for (const cwd of [REPOSITORY_ROOT, path.join(REPOSITORY_ROOT, 'apps/server')]) {
        process.chdir(cwd)
        const config = loadConfig({ DATA_DIR: './data', WEB_DIST_DIR: 'apps/web/dist' })
        expect(config.DATA_DIR).toBe(path.join(REPOSITORY_ROOT, 'data'))
        expect(config.WEB_DIST_DIR).toBe(path.join(REPOSITORY_ROOT, 'apps/web/dist'))
        expect(loadConfig({}).DATA_DIR).toBe(path.join(REPOSITORY_ROOT, 'data'))
      }
    } finally {
      process.chdir(started)
    }
    expect(JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')).name).toBe('psp-portal')
    expect(loadConfig({ DATA_DIR: '/var/lib/psp' }).DATA_DIR).toBe('/var/lib/psp')
    expect(loadConfig({}).WEB_DIST_DIR).toBeUndefined()
  })

  it('reads numbers and switches from their text', () => {
    const config = loadConfig({ PORT: '8080', SIMULATED_ERRORS: 'off', DATABASE_URL: 'postgres://u:p@db:5432/psp' })
    expect(config.PORT).toBe(8080)
    expect(config.simulatedErrors).toBe(false)
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/psp')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['DEMO_SEED', 'maybe'],
    ['DATABASE_URL', 'not a url'],
    ['STORAGE', 'ftp'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['PORTAL_TIME_ZONE', 'Mars/Olympus'],
    ['PORTAL_TIME_ZONE', "Europe/Moscow'; drop table users; --"],
    ['WEBHOOK_ALLOWED_HOSTS', 'hooks.example.ru, http://evil/'],
    ['WEBHOOK_ALLOWED_HOSTS', '10.0.0.0/99'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    const attempt = () => loadConfig({ [name]: value })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}: `))
  })

  it('names every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [\s\S]*LOG_LEVEL: /)
  })
})

describe('the service desk (ADR 0038)', () => {
  it('is the built-in one by default; Request Tracker needs its address and token', () => {
    expect(loadConfig({}).SERVICE_DESK).toBe('builtin')
    expect(() => loadConfig({ SERVICE_DESK: 'rt' })).toThrow(/RT_URL: required with SERVICE_DESK=rt/)
    expect(() => loadConfig({ SERVICE_DESK: 'rt', RT_URL: 'http://127.0.0.1:8080' })).toThrow(/RT_TOKEN/)
    const rt = loadConfig({ SERVICE_DESK: 'rt', RT_URL: 'http://127.0.0.1:8080', RT_TOKEN: '1-14-x' })
    expect(rt).toMatchObject({ RT_QUEUE: 'General', RT_USER: 'root', RT_POLL_SECONDS: 5, RT_TIMEOUT_SECONDS: 10 })
  })
})

describe('the README', () => {
  it('has a row in its settings table for every setting', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8')
    const settings = [...source.matchAll(/^\s{4}([A-Z][A-Z0-9_]*): (?:z\.|[a-z]\w*)/gm)].map((m) => m[1])
    expect(settings.length).toBeGreaterThan(20)
    const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8')
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1]))
    expect(settings.filter((name) => !documented.has(name))).toEqual([])
    expect([...documented].filter((name) => !settings.includes(name))).toEqual([])
  })
})
