import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../config'
import { refuseDataLeftBehind } from './data-left-behind'

let root: string
let places: { root: string; earlierBase: string }
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'psp-data-dir-'))
  places = { root, earlierBase: path.join(root, 'apps/server') }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const database = (...parts: string[]) => mkdirSync(path.join(root, ...parts, 'postgres'), { recursive: true })

describe('refuseDataLeftBehind', () => {
  it('refuses to start on an empty ./data while apps/server/data holds the database, saying how to move it', () => {
    database('apps/server/data')
    const attempt = () => refuseDataLeftBehind('./data', places)
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(`mv '${path.join(root, 'apps/server/data')}' '${path.join(root, 'data')}'`)
  })

  it('starts once the data has moved, on a fresh install, and with an absolute DATA_DIR', () => {
    expect(() => refuseDataLeftBehind('./data', places)).not.toThrow()
    database('apps/server/data')
    expect(() => refuseDataLeftBehind(path.join(root, 'data'), places)).not.toThrow()
    database('data')
    expect(() => refuseDataLeftBehind('./data', places)).not.toThrow()
  })

  it('looks for the files too (a portal on DATABASE_URL keeps only them in DATA_DIR)', () => {
    mkdirSync(path.join(root, 'apps/server/store/files'), { recursive: true })
    expect(() => refuseDataLeftBehind('store', places)).toThrow(/store/)
  })
})
