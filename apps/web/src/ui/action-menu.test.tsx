import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { ActionMenu, type ActionMenuItem } from './action-menu'

const items = (accept: () => void, blocked: () => void): ActionMenuItem[] => [
  { text: 'Принять', onClick: accept },
  { text: 'Недоступно', disabled: true, onClick: blocked },
  { text: 'Исключить', color: 'red', onClick: () => {} },
]

describe('ActionMenu', () => {
  it('runs an enabled item and ignores a disabled one', async () => {
    const accept = vi.fn()
    const blocked = vi.fn()
    renderWithProviders(<ActionMenu items={items(accept, blocked)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Недоступно' }), { pointerEventsCheck: 0 })
    expect(blocked).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Принять' }))
    expect(accept).toHaveBeenCalledOnce()
  })

  it('closes on an outside click', async () => {
    renderWithProviders(
      <>
        <ActionMenu
          items={items(
            () => {},
            () => {},
          )}
        />
        <p>Снаружи</p>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    await userEvent.click(screen.getByText('Снаружи'))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes on a close signal', async () => {
    const { rerender } = renderWithProviders(
      <ActionMenu
        items={items(
          () => {},
          () => {},
        )}
        closeSignal="a"
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }))
    rerender(
      <ActionMenu
        items={items(
          () => {},
          () => {},
        )}
        closeSignal="b"
      />,
    )
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
