import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { ColumnFilter } from './column-filter'

describe('ColumnFilter over its limit', () => {
  it('says «Превышено количество символов», keeps the whole text and applies nothing', async () => {
    const onApply = vi.fn()
    renderWithProviders(<ColumnFilter title="Email" value={null} onApply={onApply} />)
    await userEvent.click(screen.getByRole('button', { name: /Фильтр: Email/ }))
    const field = screen.getByRole('textbox', { name: 'Email' })
    const long = 'а'.repeat(201)
    fireEvent.change(field, { target: { value: long } })
    expect(field).toHaveProperty('value', long)
    expect(screen.getByText('Превышено количество символов')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }))
    expect(onApply).not.toHaveBeenCalled()
  })
})
