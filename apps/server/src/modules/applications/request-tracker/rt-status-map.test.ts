import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STATUS_MAP, statusMapOf } from './rt-desk'

const fileWith = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'psp-rt-map-')), 'mapping.json')
  writeFileSync(file, content)
  return file
}

describe('the RT status map (RT_MAPPING_FILE)', () => {
  it("is RT's default lifecycle as SPEC's statuses without a file", () => {
    expect(statusMapOf(undefined)).toEqual({
      new: 'registered',
      open: 'inprogress',
      stalled: 'waiting',
      resolved: 'resolved',
      rejected: 'closed',
    })
  })

  it("adds an agency's own statuses over the defaults", () => {
    const map = statusMapOf(fileWith('{ "statuses": { "negotiation": "negotiation", "stalled": "deferred" } }'))
    expect(map).toEqual({ ...DEFAULT_STATUS_MAP, negotiation: 'negotiation', stalled: 'deferred' })
  })

  it('refuses a status SPEC does not have, so a typo stops the start instead of showing «Неизвестный статус»', () => {
    expect(() => statusMapOf(fileWith('{ "statuses": { "review": "reveiw" } }'))).toThrow()
  })
})
