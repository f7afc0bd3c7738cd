import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { ClearableTextInput } from './clearable-text-input'

function Harness({ maxLength, mask }: { maxLength?: number; mask?: string }) {
  const [value, setValue] = useState('')
  return (
    <>
      <ClearableTextInput label="Поле" value={value} onChange={setValue} maxLength={maxLength} mask={mask} />
      <button type="button">Другое</button>
    </>
  )
}

const field = () => screen.getByLabelText('Поле') as HTMLInputElement
const clearButton = () => screen.queryByRole('button', { name: 'Очистить поле' })

describe('ClearableTextInput', () => {
  it('shows the clear button only while focused and holding a value', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(field())
    expect(clearButton()).toBeNull()
    await user.type(field(), 'abc')
    expect(clearButton()).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Другое' }))
    expect(clearButton()).toBeNull()
    await user.click(field())
    await user.click(clearButton()!)
    expect(field().value).toBe('')
    expect(clearButton()).toBeNull()
  })

  it('says when input is over the maximum length, without cutting it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness maxLength={5} />)
    await user.type(field(), '12345')
    expect(screen.queryByText('Превышено количество символов')).toBeNull()
    await user.type(field(), '6')
    expect(field().value).toBe('123456')
    expect(screen.getByText('Превышено количество символов')).toBeTruthy()
    await user.type(field(), '{Backspace}')
    expect(screen.queryByText('Превышено количество символов')).toBeNull()
  })

  it('counts the typed characters of a masked value, not the separators', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness mask="00-000" maxLength={5} />)
    await user.type(field(), '12345')
    expect(field().value).toBe('12-345')
    expect(screen.queryByText('Превышено количество символов')).toBeNull()
  })

  it('applies a mask', () => {
    renderWithProviders(<Harness mask="00-00" />)
    fireEvent.input(field(), { target: { value: '12ab34' } })
    expect(field().value).toBe('12-34')
  })
})
