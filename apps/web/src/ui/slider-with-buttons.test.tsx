import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { SliderWithButtons, stepValue } from './slider-with-buttons'

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <SliderWithButtons label="Масштаб" value={value} onChange={setValue} min={1} max={3} step={0.2} />
      <output>{value}</output>
    </>
  )
}

const plus = () => screen.getByRole('button', { name: 'Масштаб: увеличить' }) as HTMLButtonElement
const minus = () => screen.getByRole('button', { name: 'Масштаб: уменьшить' }) as HTMLButtonElement
const shown = () => Number(screen.getByRole('status').textContent)

describe('stepValue', () => {
  it('steps without binary noise and stays within bounds', () => {
    expect(stepValue(1.2, 1, { min: 1, max: 3, step: 0.2 })).toBe(1.4)
    expect(stepValue(2.9, 1, { min: 1, max: 3, step: 0.2 })).toBe(3)
    expect(stepValue(1.1, -1, { min: 1, max: 3, step: 0.2 })).toBe(1)
  })
})

describe('SliderWithButtons', () => {
  it('plus adds one step and stops at the maximum', async () => {
    renderWithProviders(<Harness initial={2.6} />)
    await userEvent.click(plus())
    expect(shown()).toBe(2.8)
    await userEvent.click(plus())
    expect(shown()).toBe(3)
    expect(plus().disabled).toBe(true)
  })

  it('minus subtracts one step and stops at the minimum', async () => {
    renderWithProviders(<Harness initial={1.4} />)
    await userEvent.click(minus())
    expect(shown()).toBe(1.2)
    await userEvent.click(minus())
    expect(shown()).toBe(1)
    expect(minus().disabled).toBe(true)
    expect(plus().disabled).toBe(false)
  })
})
