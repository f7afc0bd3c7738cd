import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { portalToday } from '../../../lib/portal-today'
import { jsonResponse as json, renderWithQueryClient } from '../../../test/render-with-query-client'
import { dayAfter } from './api-token-form'
import { ApiTokensSection } from './api-tokens-section'

afterEach(() => vi.unstubAllGlobals())

const display = (day: string) => day.split('-').reverse().join('.')
const token = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Выгрузка отчетов',
  scopes: ['reports:read'],
  expiresAt: dayAfter(portalToday(), 5),
  expired: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
}

describe('ApiTokensSection («Токены API» of the profile)', () => {
  it('shows the error state with a retry, then the empty state', async () => {
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          ++calls === 1 ? json({ code: 'GeneralError', message: 'Общая ошибка' }, 500) : json({ items: [] }),
        ),
      ),
    )
    renderWithQueryClient(<ApiTokensSection />)
    expect(await screen.findByText('При загрузке списка токенов возникла техническая ошибка')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Повторить попытку' }))
    expect(await screen.findByText('Токенов пока нет')).toBeTruthy()
  }, 30_000)

  it('refuses a past expiry in Russian, then creates the token and shows it once with its warning', async () => {
    const sent: unknown[] = []
    let created = false
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)))
          created = true
          return Promise.resolve(json({ id: token.id, token: 'psp_secret-value' }))
        }
        return Promise.resolve(json({ items: created ? [token] : [] }))
      }),
    )
    renderWithQueryClient(<ApiTokensSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Создать токен' }))
    const dialog = await screen.findByRole('dialog', { name: 'Новый токен API' })
    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), token.name)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Чтение отчетов' }))
    const expiry = screen.getByRole('textbox', { name: /Действует по/ })
    await userEvent.clear(expiry)
    await userEvent.type(expiry, display(dayAfter(portalToday(), -1)))
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }))
    expect(await screen.findByText('Дата должна быть не раньше сегодняшнего дня')).toBeTruthy()
    expect(sent).toEqual([])

    await userEvent.clear(expiry)
    await userEvent.type(expiry, display(token.expiresAt))
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }))
    expect(await screen.findByDisplayValue('psp_secret-value')).toBeTruthy()
    expect(screen.getByText(/он больше не будет показан/)).toBeTruthy()
    expect(sent).toEqual([{ name: token.name, scopes: ['reports:read'], expiresAt: token.expiresAt }])
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(await screen.findByText('Не использовался')).toBeTruthy()
    expect(screen.getByText('Чтение отчетов')).toBeTruthy()
  }, 30_000)
})
