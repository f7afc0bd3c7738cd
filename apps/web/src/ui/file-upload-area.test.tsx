import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { FileUploadArea } from './file-upload-area'

function Harness({ variant }: { variant?: 'files' | 'image' }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <FileUploadArea
      files={files}
      onChange={setFiles}
      accept={['.pdf', '.png']}
      maxFiles={2}
      maxSize={1000}
      variant={variant}
    />
  )
}

const make = (name: string, size = 10) => new File(['x'.repeat(size)], name)
const input = () => screen.getByLabelText('Выбор файлов') as HTMLInputElement
const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files } })

describe('FileUploadArea', () => {
  it('adds chosen and dropped files and lists them with their icons', async () => {
    renderWithProviders(<Harness />)
    await userEvent.upload(input(), make('Заключение.pdf'))
    drop([make('Схема.png')])
    const list = screen.getByRole('list', { name: 'Выбранные файлы' })
    expect(list.textContent).toContain('Заключение.pdf')
    expect(list.textContent).toContain('Схема.png')
    expect(list.querySelector('[data-file-kind="pdf"]')).not.toBeNull()
    expect(list.querySelector('[data-file-kind="image"]')).not.toBeNull()
  })

  it('says when too many files are added', () => {
    renderWithProviders(<Harness />)
    drop([make('a.pdf'), make('b.pdf'), make('c.pdf')])
    expect(screen.getByRole('alert').textContent).toBe('превышен допустимый лимит по количеству загружаемых файлов')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('says when a format is not allowed', () => {
    renderWithProviders(<Harness />)
    drop([make('virus.exe')])
    expect(screen.getByRole('alert').textContent).toBe('недопустимый формат файла')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says when a file is too big', () => {
    renderWithProviders(<Harness />)
    drop([make('big.pdf', 1001)])
    expect(screen.getByRole('alert').textContent).toBe('превышен допустимый размер файла')
  })

  it('removes a file', async () => {
    renderWithProviders(<Harness />)
    drop([make('a.pdf')])
    await userEvent.click(screen.getByRole('button', { name: 'Удалить файл a.pdf' }))
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('offers the image variant button', () => {
    renderWithProviders(<Harness variant="image" />)
    expect(screen.getByRole('button', { name: 'Выбрать фото' })).toBeTruthy()
  })
})
