import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { ApiError } from '../lib/api-error'
import { QueryState, type QueryLike } from './query-state'

type Page = { items: string[]; total?: number }
const query = (over: Partial<QueryLike<Page>>): QueryLike<Page> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
})

const renderState = (q: QueryLike<Page>) =>
  renderWithProviders(
    <QueryState query={q} emptyText="Оповещений нет">
      {(data) => <p>{data.items.join(',')}</p>}
    </QueryState>,
  )

describe('QueryState', () => {
  it('shows the default loading text', () => {
    renderState(query({ isPending: true, isFetching: true }))
    expect(screen.getByRole('status').textContent).toContain('Информация загружается...')
  })

  it('shows the error panel whose button refetches', async () => {
    const q = query({ isError: true })
    renderState(q)
    expect(screen.getByText('При загрузке раздела возникла техническая ошибка')).toBeTruthy()
    expect(screen.getByText('Попробуйте повторить позднее')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Повторить попытку' }))
    expect(q.refetch).toHaveBeenCalledOnce()
  })

  it('shows loading, not the old error, while retrying', () => {
    renderState(query({ isError: true, isFetching: true }))
    expect(screen.queryByText('Попробуйте повторить позднее')).toBeNull()
    expect(screen.getByRole('status')).toBeTruthy()
  })

  it('shows the empty text for a page without items, and the data otherwise', () => {
    const { unmount } = renderState(query({ data: { items: [] } }))
    expect(screen.getByText('Оповещений нет')).toBeTruthy()
    unmount()
    renderState(query({ data: { items: ['a', 'b'] } }))
    expect(screen.getByText('a,b')).toBeTruthy()
  })

  it('takes a paged answer with rows elsewhere as data, so a page past the end can lead back', () => {
    const { unmount } = renderState(query({ data: { items: [], total: 0 } }))
    expect(screen.getByText('Оповещений нет')).toBeTruthy()
    unmount()
    renderState(query({ data: { items: [], total: 23 } }))
    expect(screen.queryByText('Оповещений нет')).toBeNull()
  })

  it('says a 429 is too many requests, not a technical error', () => {
    renderState(query({ isError: true, error: new ApiError('GeneralError', 'Слишком много попыток', 429) }))
    expect(screen.getByText('Слишком много запросов')).toBeTruthy()
    expect(screen.queryByText('При загрузке раздела возникла техническая ошибка')).toBeNull()
  })

  it('shows the not-found content for a 404 when given one', () => {
    renderWithProviders(
      <QueryState
        query={query({ isError: true, error: new ApiError('NotFound', 'Не найдено', 404) })}
        notFound={<p>Тег не найден</p>}
      >
        {() => null}
      </QueryState>,
    )
    expect(screen.getByText('Тег не найден')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
