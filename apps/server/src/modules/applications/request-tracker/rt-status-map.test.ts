import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STATUS_MAP, rtMappingOf } from './rt-desk'

const fileWith = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'psp-rt-map-')), 'mapping.json')
  writeFileSync(file, content)
  return file
}

describe('the RT mapping (RT_MAPPING_FILE)', () => {
  it("is RT's default lifecycle as SPEC's statuses without a file", () => {
    expect(rtMappingOf(undefined).statuses).toEqual({
      new: 'registered',
      open: 'inprogress',
      stalled: 'waiting',
      resolved: 'resolved',
      rejected: 'closed',
    })
  })

  it("adds an agency's own statuses over the defaults", () => {
    const map = rtMappingOf(fileWith('{ "statuses": { "negotiation": "negotiation", "stalled": "deferred" } }'))
    expect(map.statuses).toEqual({ ...DEFAULT_STATUS_MAP, negotiation: 'negotiation', stalled: 'deferred' })
    expect(map.customFields).toEqual({})
  })

  it('refuses a status SPEC does not have, so a typo stops the start instead of showing «Неизвестный статус»', () => {
    expect(() => rtMappingOf(fileWith('{ "statuses": { "review": "reveiw" } }'))).toThrow()
  })

  it('names the custom fields the application fills, and refuses one it does not know', () => {
    const fields = { applicationType: 'Тип заявки', mark: 'Оценка' }
    expect(rtMappingOf(fileWith(JSON.stringify({ customFields: fields }))).customFields).toEqual(fields)
    expect(() => rtMappingOf(fileWith('{ "customFields": { "priority": "Приоритет" } }'))).toThrow()
  })
})
