import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/render-with-providers'
import { readQueueFilter, writeQueueFilter } from '../model/queue-filter'
import { QueueFilters } from './queue-filters'

/** The filters as the console page uses them: the applied filter read from the URL afresh on every render. */
function Console() {
  const [params, setParams] = useSearchParams()
  const [, setRenders] = useState(0)
  const location = useLocation()
  return (
    <>
      <QueueFilters
        value={readQueueFilter(params)}
        onChange={(next) => setParams((current) => writeQueueFilter(current, next))}
      />
      {/* Stands for anything that re-renders the page: the queue loading, a refetch, a notification. */}
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Перерисовать
      </button>
      <output aria-label="Адрес">{location.search}</output>
    </>
  )
}

const subject = () => screen.getByLabelText('Тема') as HTMLInputElement
const address = () => screen.getByLabelText('Адрес').textContent

describe('QueueFilters', () => {
  it('keeps the text an operator typed when the page re-renders', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Console />, { url: '/service-desk' })
    await user.type(subject(), 'Принтер')
    await user.click(screen.getByRole('button', { name: 'Перерисовать' }))
    expect(subject().value).toBe('Принтер')
    expect(address()).toBe('')
  })

  it('applies the typed filters on «Найти» and shows the applied ones', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Console />, { url: '/service-desk?page=3' })
    await user.type(subject(), '  Принтер ')
    await user.type(screen.getByLabelText('Заявитель'), 'Иванов')
    await user.click(screen.getByRole('button', { name: 'Найти' }))
    expect(new URLSearchParams(address() ?? '').toString()).toBe(
      new URLSearchParams({ subject: 'Принтер', author: 'Иванов' }).toString(),
    )
    expect(subject().value).toBe('Принтер')
  })

  it('shows the filters of the address it was opened with and empties them on «Сбросить»', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Console />, { url: '/service-desk?queue=mine&subject=Принтер&number=12' })
    expect(subject().value).toBe('Принтер')
    expect((screen.getByLabelText('Номер') as HTMLInputElement).value).toBe('12')
    await user.type(subject(), ' сломан')
    await user.click(screen.getByRole('button', { name: 'Сбросить' }))
    expect(subject().value).toBe('')
    expect((screen.getByLabelText('Номер') as HTMLInputElement).value).toBe('')
    expect(address()).toBe('?queue=mine')
  })

  it('empties typed but unapplied text on «Сбросить»', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Console />, { url: '/service-desk' })
    await user.type(subject(), 'Принтер')
    await user.click(screen.getByRole('button', { name: 'Сбросить' }))
    expect(subject().value).toBe('')
  })
})
