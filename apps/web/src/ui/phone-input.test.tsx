import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { PhoneInput } from './phone-input'

function Harness({ initial = '', onValidity }: { initial?: string; onValidity: (valid: boolean) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <PhoneInput
      value={value}
      onChange={(next, valid) => {
        setValue(next)
        onValidity(valid)
      }}
    />
  )
}

const type = (value: string) => fireEvent.input(screen.getByLabelText(/Номер телефона/), { target: { value } })

describe('PhoneInput', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('formats typed digits with the +7 mask and reports validity', () => {
    const onValidity = vi.fn()
    renderWithProviders(<Harness onValidity={onValidity} />)
    type('9161234567')
    expect(screen.getByLabelText(/Номер телефона/)).toHaveProperty('value', '+7 (916) 123-45-67')
    expect(onValidity).toHaveBeenLastCalledWith(true)
  })

  it('shows the format error only after 100 ms', () => {
    const onValidity = vi.fn()
    renderWithProviders(<Harness onValidity={onValidity} />)
    type('5161234567')
    expect(onValidity).toHaveBeenLastCalledWith(false)
    expect(screen.queryByText('Номер телефона указан в неверном формате')).toBeNull()
    act(() => vi.advanceTimersByTime(99))
    expect(screen.queryByText('Номер телефона указан в неверном формате')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Номер телефона указан в неверном формате')).toBeTruthy()
  })

  it('restarts the delay on every edit and says a cleared phone is required', () => {
    renderWithProviders(<Harness initial="+7 (916) 123-45-67" onValidity={() => {}} />)
    type('')
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByText('Обязательное поле')).toBeTruthy()
    type('91')
    expect(screen.queryByText('Обязательное поле')).toBeNull()
    expect(screen.queryByText('Номер телефона указан в неверном формате')).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByText('Номер телефона указан в неверном формате')).toBeTruthy()
  })

  it('shows no error before the user touches the field', () => {
    renderWithProviders(<Harness onValidity={() => {}} />)
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Обязательное поле')).toBeNull()
  })
})
