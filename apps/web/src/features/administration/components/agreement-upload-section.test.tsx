import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json, renderWithQueryClient } from '../../../test/render-with-query-client'
import { AgreementUploadSection } from './agreement-upload-section'

const render = () => renderWithQueryClient(<AgreementUploadSection />)

afterEach(() => vi.unstubAllGlobals())

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' })

describe('AgreementUploadSection', () => {
  it('asks for the name (prefilled from the file) and publishes only after a confirmation for all users', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(json({ id: 'a1', name: 'Редакция декабря', date: '2026-12-01' })),
    )
    vi.stubGlobal('fetch', fetchMock)
    render()
    await userEvent.upload(screen.getByTestId('file-input'), pdf('agr.pdf'))
    const name = screen.getByRole('textbox', { name: /Название редакции/ })
    expect(name).toHaveProperty('value', 'agr')

    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }))
    expect(screen.getByText('Обязательное поле')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.type(name, 'Редакция декабря')
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Опубликовать новую редакцию?' })
    expect(dialog.textContent).toContain('Все пользователи должны будут принять')
    expect(fetchMock).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toContain('/api/useragreement')
    const sent = init!.body as FormData
    expect(sent.get('name')).toBe('Редакция декабря')
    expect((sent.get('file') as File).name).toBe('agr.pdf')
  })

  it('says a name over the limit is too long instead of cutting it', async () => {
    vi.stubGlobal('fetch', vi.fn())
    render()
    await userEvent.upload(screen.getByTestId('file-input'), pdf('agr.pdf'))
    const name = screen.getByRole('textbox', { name: /Название редакции/ })
    await userEvent.click(name)
    await userEvent.paste('я'.repeat(201))
    expect(name).toHaveProperty('value', 'agr' + 'я'.repeat(201))
    expect(screen.getByText('Превышено количество символов')).toBeTruthy()
  })
})
