import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parsePageParam, usePageParam, type PageParamOptions } from './use-page-param'

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['1.5', 1],
    ['2abc', 1],
    ['99999999999999999999', 1],
    ['1', 1],
    ['2', 2],
    ['17', 17],
  ])('reads %j as page %i', (value, page) => expect(parsePageParam(value)).toBe(page))
})

function setup(url: string, options?: PageParamOptions) {
  let location = { search: '' }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      location = useLocation()
      return <>{children}</>
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] })
    return <RouterProvider router={router} />
  }
  const hook = renderHook(() => usePageParam(options), { wrapper })
  return { hook, search: () => location.search }
}

describe('usePageParam', () => {
  it('treats a page that is not a positive number as page 1', () => {
    expect(setup('/list?page=abc').hook.result.current.page).toBe(1)
    expect(setup('/list?page=0').hook.result.current.page).toBe(1)
    expect(setup('/list?page=3').hook.result.current.page).toBe(3)
  })

  it('removes the page parameter for page 1 and keeps other parameters', () => {
    const { hook, search } = setup('/list?page=3&q=x')
    act(() => hook.result.current.setPage(1))
    expect(search()).toBe('?q=x')
    expect(hook.result.current.page).toBe(1)
    act(() => hook.result.current.setPage(4))
    expect(search()).toBe('?q=x&page=4')
    expect(hook.result.current.page).toBe(4)
  })

  it('reads only offered page sizes and falls back to the default', () => {
    const sizes = [10, 20, 50, 100]
    expect(setup('/list?pageSize=50', { pageSizes: sizes }).hook.result.current.pageSize).toBe(50)
    expect(setup('/list?pageSize=7', { pageSizes: sizes }).hook.result.current.pageSize).toBe(10)
    expect(setup('/list', { pageSizes: [25, 50], defaultPageSize: 25 }).hook.result.current.pageSize).toBe(25)
  })

  it('changing the page size removes the page parameter', () => {
    const { hook, search } = setup('/list?page=3', { pageSizes: [10, 20, 50, 100] })
    act(() => hook.result.current.setPageSize(50))
    expect(search()).toBe('?pageSize=50')
    expect(hook.result.current).toMatchObject({ page: 1, pageSize: 50 })
    act(() => hook.result.current.setPage(2))
    act(() => hook.result.current.setPageSize(10))
    expect(search()).toBe('')
  })

  it('resetPage goes back to page 1', () => {
    const { hook, search } = setup('/list?page=5&sort=a')
    act(() => hook.result.current.resetPage())
    expect(search()).toBe('?sort=a')
  })

  it('onPagerChange moves the page, and a new size goes back to page 1', () => {
    const { hook, search } = setup('/list?page=2', { pageSizes: [10, 20] })
    act(() => hook.result.current.onPagerChange(4, 10))
    expect(search()).toBe('?page=4')
    act(() => hook.result.current.onPagerChange(4, 20))
    expect(search()).toBe('?pageSize=20')
  })
})
