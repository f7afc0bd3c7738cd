import { describe, expect, it } from 'vitest'
import { fitFileName } from './file-name'

describe('fitFileName', () => {
  it('keeps a short name as it is, without a client path', () => {
    expect(fitFileName('Отчет.pdf')).toBe('Отчет.pdf')
    expect(fitFileName('C:\\Users\\me\\Отчет.pdf')).toBe('Отчет.pdf')
  })

  it('shortens a long name in its stem and keeps the extension', () => {
    const name = `${'Протокол '.repeat(40)}.docx`
    const fitted = fitFileName(name)
    expect(Array.from(fitted)).toHaveLength(255)
    expect(fitted.endsWith('.docx')).toBe(true)
  })

  it('counts characters, never splitting one in two', () => {
    const fitted = fitFileName(`${'😀'.repeat(300)}.txt`, 10)
    expect(fitted).toBe(`${'😀'.repeat(6)}.txt`)
  })
})
