import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { GroupedSelect, toSelectData, type DropdownItem } from './grouped-select'

const ITEMS: DropdownItem[] = [
  { text: 'Сотрудник', value: 'Employee', group: 'Роли' },
  { text: 'Не выбрана', value: 'none' },
  { text: 'Администратор организации', value: 'Admin', group: 'Роли' },
  { text: 'Москва', value: 'msk', group: 'Города' },
]

describe('toSelectData', () => {
  it('puts ungrouped items first and keeps groups in order of appearance', () => {
    expect(toSelectData(ITEMS)).toEqual([
      { value: 'none', label: 'Не выбрана' },
      {
        group: 'Роли',
        items: [
          { value: 'Employee', label: 'Сотрудник' },
          { value: 'Admin', label: 'Администратор организации' },
        ],
      },
      { group: 'Города', items: [{ value: 'msk', label: 'Москва' }] },
    ])
  })
})

describe('GroupedSelect', () => {
  it('shows group headings and reports the chosen value', async () => {
    const onChange = vi.fn()
    renderWithProviders(<GroupedSelect label="Роль" items={ITEMS} value={null} onChange={onChange} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Роль' }))
    expect(screen.getByText('Роли')).toBeTruthy()
    expect(screen.getByText('Города')).toBeTruthy()
    await userEvent.click(screen.getByRole('option', { name: 'Администратор организации' }))
    expect(onChange).toHaveBeenCalledWith('Admin', expect.anything())
  })
})
