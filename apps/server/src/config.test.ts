import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('starts with working defaults and no settings at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: './data',
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
    const demo = loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true', SIMULATED_ERRORS: 'yes' })
    expect(demo.demoSeed).toBe(true)
    expect(demo.simulatedErrors).toBe(true)
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
  ])('stops with a message naming %s when it is %j', (name, value) => {
    const attempt = () => loadConfig({ [name]: value })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}: `))
  })

  it('names every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [\s\S]*LOG_LEVEL: /)
  })
})

describe('the README', () => {
  it('has a row in its settings table for every setting', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8')
    const settings = [...source.matchAll(/^\s{4}([A-Z][A-Z0-9_]*): (?:z\.|bool)/gm)].map((m) => m[1])
    expect(settings.length).toBeGreaterThan(20)
    const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8')
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1]))
    expect(settings.filter((name) => !documented.has(name))).toEqual([])
    expect([...documented].filter((name) => !settings.includes(name))).toEqual([])
  })
})
