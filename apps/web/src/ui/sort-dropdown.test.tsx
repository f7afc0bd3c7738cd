import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { SortDropdown } from './sort-dropdown'

const open = () => userEvent.click(screen.getByRole('button', { name: 'Сортировка: ФИО' }))
const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent)

describe('SortDropdown', () => {
  it('offers ascending and descending without reset', async () => {
    renderWithProviders(<SortDropdown label="Сортировка: ФИО" onSort={() => {}} />)
    await open()
    expect(itemNames()).toEqual(['Сортировать по возрастанию', 'Сортировать по убыванию'])
  })

  it('adds reset when enabled', async () => {
    renderWithProviders(<SortDropdown label="Сортировка: ФИО" onSort={() => {}} withReset />)
    await open()
    expect(itemNames()).toEqual(['Сортировать по возрастанию', 'Сортировать по убыванию', 'Сортировать по умолчанию'])
  })

  it.each([
    ['Сортировать по возрастанию', 'Asc'],
    ['Сортировать по убыванию', 'Desc'],
    ['Сортировать по умолчанию', 'Reset'],
  ])('choosing %s sorts %s and closes the menu', async (label, direction) => {
    const onSort = vi.fn()
    renderWithProviders(<SortDropdown label="Сортировка: ФИО" onSort={onSort} withReset />)
    await open()
    await userEvent.click(screen.getByRole('menuitem', { name: label }))
    expect(onSort).toHaveBeenCalledWith(direction)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('limits the menu height to 210 px and lets it scroll', async () => {
    renderWithProviders(<SortDropdown label="Сортировка: ФИО" onSort={() => {}} />)
    await open()
    const menu = screen.getByRole('menu')
    expect(menu.style.maxHeight).toBe('210px')
    expect(menu.style.overflowY).toBe('auto')
  })

  it('closes when the close signal changes', async () => {
    const { rerender } = renderWithProviders(<SortDropdown label="Сортировка: ФИО" onSort={() => {}} closeSignal={0} />)
    await open()
    expect(screen.getByRole('menu')).toBeTruthy()
    rerender(<SortDropdown label="Сортировка: ФИО" onSort={() => {}} closeSignal={1} />)
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
