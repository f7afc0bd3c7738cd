import { describe, expect, it } from 'vitest'
import { checkFiles } from '../../../../ui/file-validation'
import { UI_MESSAGES } from '../../../../ui/messages'
import { commentForm, ORDER_FILE_RULES } from './order-files'

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

describe('order files', () => {
  it('sends the comment as multipart text and files[]', () => {
    const form = commentForm('  Вот снимок  ', [file('a.pdf'), file('b.png')])
    expect(form.get('text')).toBe('Вот снимок')
    expect((form.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.png'])
  })

  it('refuses with the SPEC §5 texts: format, size and count', () => {
    const wrong = checkFiles([file('run.exe')], ORDER_FILE_RULES)
    expect(wrong.errors).toEqual([UI_MESSAGES.wrongFileFormat])
    const big = checkFiles([{ name: 'big.pdf', size: ORDER_FILE_RULES.maxSize + 1 }], ORDER_FILE_RULES)
    expect(big.errors).toEqual([UI_MESSAGES.fileTooBig])
    const many = checkFiles([file('a.pdf'), file('b.pdf')], ORDER_FILE_RULES, ORDER_FILE_RULES.maxFiles - 1)
    expect(many).toMatchObject({ accepted: [expect.objectContaining({ name: 'a.pdf' })] })
    expect(many.errors).toEqual([UI_MESSAGES.tooManyFiles])
  })
})
