import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import type { DateRangeValue } from './date-format'
import { DateField } from './date-field'
import { DateRangeField } from './date-range-field'

const RANGE_MESSAGE = 'Поля должны содержать две даты, первая дата должна быть не больше второй'

describe('DateField', () => {
  it('masks typed digits as dd.MM.yyyy and reports the date', () => {
    const onChange = vi.fn()
    renderWithProviders(<DateField label="Дата" value={null} onChange={onChange} />)
    const input = screen.getByLabelText('Дата') as HTMLInputElement
    fireEvent.input(input, { target: { value: '01022026' } })
    expect(input.value).toBe('01.02.2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01')
  })

  it('shows a value set from outside', () => {
    renderWithProviders(<DateField label="Дата" value="2026-12-31" onChange={() => {}} />)
    expect((screen.getByLabelText('Дата') as HTMLInputElement).value).toBe('31.12.2026')
  })
})

function RangeHarness() {
  const [range, setRange] = useState<DateRangeValue>({ from: null, to: null })
  return <DateRangeField label="Период" value={range} onChange={setRange} />
}

describe('DateRangeField', () => {
  it('asks for two dates with the first not after the second', () => {
    renderWithProviders(<RangeHarness />)
    const from = screen.getByLabelText('Период: с')
    const to = screen.getByLabelText('Период: по')
    fireEvent.input(from, { target: { value: '10.02.2026' } })
    fireEvent.blur(from)
    expect(screen.getByText(RANGE_MESSAGE)).toBeTruthy()
    fireEvent.input(to, { target: { value: '01.02.2026' } })
    expect(screen.getByText(RANGE_MESSAGE)).toBeTruthy()
    fireEvent.input(to, { target: { value: '20.02.2026' } })
    expect(screen.queryByText(RANGE_MESSAGE)).toBeNull()
  })
})
