import { Menu, TextInput } from '@mantine/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { AppModal } from './app-modal'
// The modal's own code, which AppModal loads when it first opens: loaded before the tests wait for it.
import './app-modal-dialog'
import { MainContent } from './main-content'

/** A modal mounted only while open, as many pages render theirs, with a field that takes focus at once. */
function MountedWhenOpen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Изменить телефон</button>
      {open && (
        <AppModal opened onClose={() => setOpen(false)} title="Телефон">
          <TextInput label="Номер" autoFocus />
          <button onClick={() => setOpen(false)}>Сохранить</button>
        </AppModal>
      )}
    </>
  )
}

/** An action whose button goes away once done, as «Закрыть заявку» does when the application is closed. */
function ActionThatRemovesItsButton() {
  const [closed, setClosed] = useState(false)
  const [open, setOpen] = useState(false)
  return (
    <MainContent>
      <div>
        {!closed && <button onClick={() => setOpen(true)}>Закрыть заявку</button>}
        {closed && <button>Возобновить</button>}
      </div>
      <AppModal opened={open} onClose={() => setOpen(false)} title="Закрыть заявку">
        <button
          onClick={() => {
            setClosed(true)
            setOpen(false)
          }}
        >
          Подтвердить
        </button>
      </AppModal>
    </MainContent>
  )
}

function OpenedFromMenu() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Menu>
        <Menu.Target>
          <button>Действия</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)}>Принять</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppModal opened={open} onClose={() => setOpen(false)} title="Подтверждение">
        <button onClick={() => setOpen(false)}>Принять</button>
      </AppModal>
    </>
  )
}

/** A confirmation replaced by its result, as an organization's decision dialogs are. */
function ConfirmThenResult() {
  const [step, setStep] = useState<'none' | 'confirm' | 'result'>('none')
  return (
    <>
      <button onClick={() => setStep('confirm')}>Принять заявку</button>
      {step === 'confirm' && (
        <AppModal opened onClose={() => setStep('none')} title="Подтверждение">
          <button onClick={() => setStep('result')}>Подтвердить</button>
        </AppModal>
      )}
      {step === 'result' && (
        <AppModal opened onClose={() => setStep('none')} title="Готово">
          <button onClick={() => setStep('none')}>Готово</button>
        </AppModal>
      )}
    </>
  )
}

describe('AppModal focus', () => {
  it('goes back to the opener when the modal was mounted open', async () => {
    renderWithProviders(<MountedWhenOpen />)
    const opener = screen.getByRole('button', { name: 'Изменить телефон' })
    opener.focus()
    await userEvent.keyboard('{Enter}')
    // The modal's field took focus as it mounted.
    ;(await screen.findByRole('textbox', { name: 'Номер' })).focus()
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('goes to the control left beside the opener when the action removed it', async () => {
    renderWithProviders(<ActionThatRemovesItsButton />)
    screen.getByRole('button', { name: 'Закрыть заявку' }).focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Возобновить' })))
  })

  it('goes back to the menu button when opened from one of its items', async () => {
    renderWithProviders(<OpenedFromMenu />)
    const trigger = screen.getByRole('button', { name: 'Действия' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const item = await screen.findByRole('menuitem', { name: 'Принять' })
    item.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение' })
    await userEvent.click(dialog.querySelector('button:not([aria-label])')!)
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('goes back to the first opener after a result that replaced the confirmation', async () => {
    renderWithProviders(<ConfirmThenResult />)
    const opener = screen.getByRole('button', { name: 'Принять заявку' })
    opener.focus()
    await userEvent.keyboard('{Enter}')
    const confirm = await screen.findByRole('button', { name: 'Подтвердить' })
    confirm.focus()
    await userEvent.keyboard('{Enter}')
    const done = await screen.findByRole('button', { name: 'Готово' })
    done.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
