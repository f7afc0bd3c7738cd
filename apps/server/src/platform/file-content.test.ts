import { describe, expect, it } from 'vitest'
import { KB_ATTACHMENT_EXTENSIONS } from '@psp/contracts'
import { gifBytes, jpegBytes } from '../../test/images'
import { PNG_1X1, pdfBytes } from '../../test/upload-samples'
import { contentTypeOf } from './file-content'

const PICTURES = ['.jpg', '.jpeg', '.png']

describe('contentTypeOf: the bytes decide, the name must agree', () => {
  it('answers the MIME type of a file whose bytes are what its allowed extension says', async () => {
    expect(await contentTypeOf('me.png', PNG_1X1, PICTURES)).toBe('image/png')
    expect(await contentTypeOf('ME.JPEG', jpegBytes(), PICTURES)).toBe('image/jpeg')
    expect(await contentTypeOf('terms.pdf', pdfBytes(), ['.pdf'])).toBe('application/pdf')
    expect(await contentTypeOf('notes.txt', Buffer.from('Строка текста'), KB_ATTACHMENT_EXTENSIONS)).toBe(
      'text/plain; charset=utf-8',
    )
  })

  it('refuses bytes of another kind than the name says, an extension not allowed, an empty file and no extension', async () => {
    expect(await contentTypeOf('a.png', gifBytes(), PICTURES)).toBeUndefined()
    expect(await contentTypeOf('a.jpg', PNG_1X1, PICTURES)).toBeUndefined()
    expect(await contentTypeOf('a.gif', gifBytes(), PICTURES)).toBeUndefined()
    expect(await contentTypeOf('a.pdf', pdfBytes(), PICTURES)).toBeUndefined()
    expect(await contentTypeOf('a.png', Buffer.alloc(0), PICTURES)).toBeUndefined()
    expect(await contentTypeOf('png', PNG_1X1, PICTURES)).toBeUndefined()
  })

  it('takes text only as UTF-8 without NUL, and never a binary file named as text', async () => {
    expect(await contentTypeOf('a.txt', Buffer.from([0x61, 0x00, 0x62]), KB_ATTACHMENT_EXTENSIONS)).toBeUndefined()
    expect(await contentTypeOf('a.csv', Buffer.from([0xff, 0xfe, 0x41]), KB_ATTACHMENT_EXTENSIONS)).toBeUndefined()
    expect(await contentTypeOf('a.txt', PNG_1X1, KB_ATTACHMENT_EXTENSIONS)).toBeUndefined()
  })
})
