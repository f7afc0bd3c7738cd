import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { isPagerVisible, Pager } from './pager'

const ALERTS = [10, 20, 50, 100] as const
const REPORTS = [25, 50, 75, 100] as const

describe('isPagerVisible', () => {
  it('hides a single page that holds no more rows than the threshold', () => {
    expect(isPagerVisible({ pageSize: 10, total: 10, pageSizes: ALERTS, threshold: 10 })).toBe(false)
    expect(isPagerVisible({ pageSize: 25, total: 25, pageSizes: REPORTS, threshold: 25 })).toBe(false)
    expect(isPagerVisible({ pageSize: 10, total: 0, pageSizes: ALERTS })).toBe(false)
  })

  it('shows more than one page', () => {
    expect(isPagerVisible({ pageSize: 10, total: 11, pageSizes: ALERTS, threshold: 10 })).toBe(true)
    expect(isPagerVisible({ pageSize: 10, pagesCount: 2, pageSizes: ALERTS })).toBe(true)
  })

  it('shows one page holding more rows than the threshold', () => {
    expect(isPagerVisible({ pageSize: 20, total: 11, pagesCount: 1, pageSizes: ALERTS, threshold: 10 })).toBe(true)
    expect(isPagerVisible({ pageSize: 50, total: 26, pagesCount: 1, pageSizes: REPORTS, threshold: 25 })).toBe(true)
    expect(isPagerVisible({ pageSize: 50, total: 25, pagesCount: 1, pageSizes: REPORTS, threshold: 25 })).toBe(false)
  })

  it('takes the smallest page size as the threshold by default', () => {
    expect(isPagerVisible({ pageSize: 50, total: 26, pageSizes: REPORTS })).toBe(true)
    expect(isPagerVisible({ pageSize: 50, total: 25, pageSizes: REPORTS })).toBe(false)
  })
})

describe('Pager', () => {
  it('renders nothing when hidden', () => {
    renderWithProviders(<Pager page={1} pageSize={10} total={5} pageSizes={ALERTS} onChange={() => {}} />)
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('calls back with the chosen page and the same size', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Pager page={1} pageSize={10} total={35} pageSizes={ALERTS} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }))
    expect(onChange).toHaveBeenCalledWith(3, 10)
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }))
    expect(onChange).toHaveBeenLastCalledWith(2, 10)
  })

  it('goes back to page 1 when the page size changes', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Pager page={3} pageSize={10} total={35} pageSizes={ALERTS} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Записей на странице' }), '50')
    expect(onChange).toHaveBeenCalledWith(1, 50)
  })
})
