import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithQueryClient } from '../../../test/render-with-query-client'
import { ForgotPasswordPage } from './forgot-password-page'

afterEach(() => vi.unstubAllGlobals())

describe('ForgotPasswordPage over the address limit', () => {
  it('says «Превышено количество символов» instead of cutting the address, and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderWithQueryClient(<ForgotPasswordPage />)
    const field = screen.getByRole('textbox', { name: 'Электронная почта' })
    const long = `${'a'.repeat(320)}@example.ru`
    fireEvent.change(field, { target: { value: long } })
    expect(field).toHaveProperty('value', long)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    expect(screen.getByText('Превышено количество символов')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
