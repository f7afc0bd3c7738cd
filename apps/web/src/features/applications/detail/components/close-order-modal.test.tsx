import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/render-with-providers'
import { CloseOrderModal } from './close-order-modal'
import { ReopenOrderModal } from './reopen-order-modal'

const withClient = (ui: React.ReactElement) =>
  renderWithProviders(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

const id = '00000000-0000-4000-8000-000000000001'

describe('SPEC §4 Order: the closing and reopening modals', () => {
  it('cannot close without a mark', async () => {
    withClient(<CloseOrderModal id={id} opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть заявку' })
    const submit = within(dialog).getByRole('button', { name: 'Закрыть заявку' })
    expect(submit).toHaveProperty('disabled', true)
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Оценка 5' }))
    expect(submit).toHaveProperty('disabled', false)
  })

  it('cannot reopen without a reason, spaces are no reason', async () => {
    withClient(<ReopenOrderModal id={id} opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Возобновить заявку' })
    const submit = within(dialog).getByRole('button', { name: 'Возобновить' })
    expect(submit).toHaveProperty('disabled', true)
    await userEvent.type(within(dialog).getByLabelText(/Причина возобновления/), '   ')
    expect(submit).toHaveProperty('disabled', true)
    await userEvent.type(within(dialog).getByLabelText(/Причина возобновления/), 'Снова ошибка')
    expect(submit).toHaveProperty('disabled', false)
  })
})
