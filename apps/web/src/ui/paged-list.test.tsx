import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { PagedList } from './paged-list'

const SIZES = [10, 20] as const
const rows = (n: number) => Array.from({ length: n }, (_, i) => i)

function renderList(data: { items: number[]; total: number; pagesCount: number }, page: number) {
  const onChange = vi.fn()
  renderWithProviders(
    <PagedList data={data} page={page} pageSize={10} pageSizes={SIZES} onChange={onChange}>
      <p>строки</p>
    </PagedList>,
  )
  return onChange
}

describe('PagedList', () => {
  it('shows the rows of a page that has them', () => {
    renderList({ items: rows(3), total: 23, pagesCount: 3 }, 3)
    expect(screen.getByText('строки')).toBeTruthy()
  })

  it('leads from a page past the end of several pages back to the last one', async () => {
    const onChange = renderList({ items: [], total: 23, pagesCount: 3 }, 99)
    expect(screen.queryByText('строки')).toBeNull()
    expect(screen.getByText('Страницы 99 нет: всего записей 23, страниц 3.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Перейти на последнюю страницу' }))
    expect(onChange).toHaveBeenCalledWith(3, 10)
  })

  it('leads back from page 2 of a list with one page, where the pager itself is hidden', async () => {
    const onChange = renderList({ items: [], total: 4, pagesCount: 1 }, 2)
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getByText('Страницы 2 нет: всего записей 4, страниц 1.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Перейти на последнюю страницу' }))
    expect(onChange).toHaveBeenCalledWith(1, 10)
  })

  it("leaves page 1 without rows to the caller's own empty state", () => {
    renderList({ items: [], total: 0, pagesCount: 0 }, 1)
    expect(screen.getByText('строки')).toBeTruthy()
  })
})
