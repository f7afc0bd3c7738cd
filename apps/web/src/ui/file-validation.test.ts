import { describe, expect, it } from 'vitest'
import { checkFiles } from './file-validation'

const file = (name: string, size = 100) => ({ name, size })

describe('checkFiles', () => {
  it('accepts allowed files within the limits', () => {
    const result = checkFiles([file('a.pdf'), file('b.PNG')], { accept: ['.pdf', 'png'], maxFiles: 2, maxSize: 1000 })
    expect(result).toEqual({ accepted: [file('a.pdf'), file('b.PNG')], errors: [] })
  })

  it('refuses a wrong format', () => {
    const result = checkFiles([file('a.gif'), file('b.jpg')], { accept: ['.jpg', '.jpeg', '.png'] })
    expect(result.accepted).toEqual([file('b.jpg')])
    expect(result.errors).toEqual(['недопустимый формат файла'])
  })

  it('refuses a file over the size limit, and takes the limit itself', () => {
    const result = checkFiles([file('a.pdf', 15_728_641), file('b.pdf', 15_728_640)], { maxSize: 15_728_640 })
    expect(result.accepted).toEqual([file('b.pdf', 15_728_640)])
    expect(result.errors).toEqual(['превышен допустимый размер файла'])
  })

  it('counts files already held against the limit', () => {
    const result = checkFiles([file('c.pdf'), file('d.pdf')], { maxFiles: 3 }, 2)
    expect(result.accepted).toEqual([file('c.pdf')])
    expect(result.errors).toEqual(['превышен допустимый лимит по количеству загружаемых файлов'])
  })

  it('reports every problem once', () => {
    const result = checkFiles([file('a.exe'), file('b.exe'), file('c.pdf'), file('d.pdf')], {
      accept: ['pdf'],
      maxFiles: 1,
    })
    expect(result.errors).toEqual([
      'превышен допустимый лимит по количеству загружаемых файлов',
      'недопустимый формат файла',
    ])
    expect(result.accepted).toEqual([file('c.pdf')])
  })
})
