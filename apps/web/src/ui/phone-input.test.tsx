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

describe('PhoneInput country code', () => {
  const field = () => screen.getByLabelText(/Номер телефона/) as HTMLInputElement
  /** Types one character at a time at the end, the way a browser hands each keystroke to the field. */
  const typeKeys = (keys: string) => {
    for (const key of keys) fireEvent.input(field(), { target: { value: field().value + key } })
  }

  it.each(['89161234567', '79161234567', '+79161234567', '8 (916) 123-45-67', '+7 916 123 45 67'])(
    'reads a pasted %s as +7 (916) 123-45-67',
    (pasted) => {
      const onValidity = vi.fn()
      renderWithProviders(<Harness onValidity={onValidity} />)
      type(pasted)
      expect(field().value).toBe('+7 (916) 123-45-67')
      expect(onValidity).toHaveBeenLastCalledWith(true)
    },
  )

  it('reads a typed leading 8 of eleven digits as the country code', () => {
    renderWithProviders(<Harness onValidity={() => {}} />)
    typeKeys('89161234567')
    expect(field().value).toBe('+7 (916) 123-45-67')
  })

  it('keeps a 7 typed first into the empty field as the first digit of the number', () => {
    const onValidity = vi.fn()
    renderWithProviders(<Harness onValidity={onValidity} />)
    typeKeys('7011234567')
    expect(field().value).toBe('+7 (701) 123-45-67')
    expect(onValidity).toHaveBeenLastCalledWith(true)
  })

  it('removes the whole mask when the last digit is erased', () => {
    renderWithProviders(<Harness onValidity={() => {}} />)
    typeKeys('9')
    expect(field().value).toBe('+7 (9')
    fireEvent.input(field(), { target: { value: '+7 (' } })
    expect(field().value).toBe('')
  })
})
