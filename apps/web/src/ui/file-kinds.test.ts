import { describe, expect, it } from 'vitest'
import { extensionOf, fileKindOf, KNOWN_EXTENSIONS } from './file-kinds'

describe('fileKindOf', () => {
  it.each([
    ['Заключение.pdf', 'pdf'],
    ['a.DOCX', 'word'],
    ['b.odt', 'word'],
    ['c.rtf', 'word'],
    ['table.xlsx', 'spreadsheet'],
    ['data.csv', 'spreadsheet'],
    ['slides.pptx', 'presentation'],
    ['photo.jpeg', 'image'],
    ['archive.7z', 'archive'],
    ['signed.p7s', 'signature'],
    ['doc.sig', 'signature'],
    ['export.xml', 'signature'],
    ['readme.txt', 'text'],
    ['plan.dwg', 'cad'],
    ['plan.dxf', 'cad'],
    ['.pdf', 'pdf'],
    ['pdf', 'pdf'],
  ])('maps %s to %s', (name, kind) => expect(fileKindOf(name)).toBe(kind))

  it('gives unknown, missing and odd extensions the generic kind', () => {
    expect(fileKindOf('file.qqq')).toBe('unknown')
    expect(fileKindOf('noextension')).toBe('unknown')
    expect(fileKindOf('trailingdot.')).toBe('unknown')
  })

  it('knows about fifty extensions', () => {
    expect(KNOWN_EXTENSIONS.length).toBeGreaterThanOrEqual(45)
    expect(new Set(KNOWN_EXTENSIONS).size).toBe(KNOWN_EXTENSIONS.length)
  })

  it('reads the last extension only', () => {
    expect(extensionOf('backup.tar.gz')).toBe('gz')
    expect(extensionOf('.hidden')).toBe('')
  })
})
