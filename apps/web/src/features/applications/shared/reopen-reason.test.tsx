import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { APPLICATION_REASON_MAX } from '@psp/contracts'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { ReopenReasonField, useReopenReasonForm } from './reopen-reason'

/** The order page's modal and the e-mail link's page both render this form; each test runs it as they do. */
function ReopenForm({ onReason }: { onReason: (reason: string) => void }) {
  const form = useReopenReasonForm()
  return (
    <form onSubmit={form.handleSubmit(({ reason }) => onReason(reason))} noValidate>
      <ReopenReasonField form={form} />
      <button type="submit">Возобновить</button>
      <output>{form.formState.isValid ? 'можно' : 'нельзя'}</output>
    </form>
  )
}

const reason = () => screen.getByLabelText(/Причина возобновления/)

describe('the reopen reason form (order page and e-mail link alike)', () => {
  it('refuses an empty or blank reason with «Обязательное поле»', async () => {
    const onReason = vi.fn()
    renderWithProviders(<ReopenForm onReason={onReason} />)
    await userEvent.type(reason(), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Возобновить' }))
    expect(await screen.findByText('Обязательное поле')).toBeTruthy()
    expect(screen.getByText('нельзя')).toBeTruthy()
    expect(onReason).not.toHaveBeenCalled()
  })

  it('says at once that a reason over the limit is too long, and does not cut it', async () => {
    const onReason = vi.fn()
    renderWithProviders(<ReopenForm onReason={onReason} />)
    fireEvent.change(reason(), { target: { value: 'я'.repeat(APPLICATION_REASON_MAX + 1) } })
    expect(await screen.findByText('Превышено количество символов')).toBeTruthy()
    expect((reason() as HTMLTextAreaElement).value).toHaveLength(APPLICATION_REASON_MAX + 1)
    await userEvent.click(screen.getByRole('button', { name: 'Возобновить' }))
    expect(onReason).not.toHaveBeenCalled()
  })

  it('sends the reason without the spaces around it', async () => {
    const onReason = vi.fn()
    renderWithProviders(<ReopenForm onReason={onReason} />)
    await userEvent.type(reason(), '  Ошибка снова появилась ')
    await waitFor(() => expect(screen.getByText('можно')).toBeTruthy())
    await userEvent.click(screen.getByRole('button', { name: 'Возобновить' }))
    await waitFor(() => expect(onReason).toHaveBeenCalledWith('Ошибка снова появилась'))
  })
})
