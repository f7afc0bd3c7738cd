import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ExclusionInfo, MemberBrief } from '@psp/contracts'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { EXCLUSION_TEXTS, ExclusionChoice, exclusionBranch } from './exclusion-choice'

const info = (over: Partial<ExclusionInfo>): ExclusionInfo => ({
  role: 'Employee',
  isOnlyAdmin: false,
  isOnlyEmployee: false,
  hasActiveApplications: false,
  ...over,
})
const members: MemberBrief[] = [
  { id: 'a', fio: 'Админов А.', fullName: 'Админов Андрей', role: 'Admin' },
  { id: 'x', fio: 'Уходящий У.', fullName: 'Уходящий Ушел', role: 'Employee' },
  { id: 'b', fio: 'Борисов Б.', fullName: 'Борисов Борис', role: 'Employee' },
]
const render = (i: ExclusionInfo, onTarget = vi.fn(), onNewAdmin = vi.fn()) =>
  renderWithProviders(
    <ExclusionChoice
      info={i}
      members={members}
      excludedId="x"
      fullName="Уходящий Ушел"
      newAdminId={null}
      onNewAdmin={onNewAdmin}
      targetId={null}
      onTarget={onTarget}
    />,
  )

describe('exclusion branches (SPEC §4)', () => {
  it('picks the branch from the exclusion info', () => {
    expect(exclusionBranch(info({ isOnlyAdmin: true, isOnlyEmployee: true }))).toBe('blocked')
    expect(exclusionBranch(info({ isOnlyAdmin: true }))).toBe('newAdmin')
    expect(exclusionBranch(info({ hasActiveApplications: true }))).toBe('reassign')
    expect(exclusionBranch(info({}))).toBe('plain')
  })

  it('only admin and only employee: an informational block, no picker', () => {
    render(info({ isOnlyAdmin: true, isOnlyEmployee: true }))
    expect(screen.getByText(EXCLUSION_TEXTS.blocked)).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('active applications: the reassignment target is picked among the others and handed up as adminId', async () => {
    const onTarget = vi.fn()
    render(info({ hasActiveApplications: true }), onTarget)
    await userEvent.click(screen.getByRole('combobox', { name: /Передать активные заявки/ }))
    expect(screen.queryByRole('option', { name: 'Уходящий Ушел' })).toBeNull()
    await userEvent.click(screen.getByRole('option', { name: 'Борисов Борис' }))
    expect(onTarget).toHaveBeenCalledWith('b', expect.anything())
  })

  it('only admin: a new admin is picked', async () => {
    const onNewAdmin = vi.fn()
    render(info({ isOnlyAdmin: true, role: 'Admin' }), vi.fn(), onNewAdmin)
    await userEvent.click(screen.getByRole('combobox', { name: /Новый администратор/ }))
    await userEvent.click(screen.getByRole('option', { name: 'Борисов Борис' }))
    expect(onNewAdmin).toHaveBeenCalledWith('b', expect.anything())
  })

  it('otherwise a plain question', () => {
    render(info({}))
    expect(screen.getByText('Исключить пользователя Уходящий Ушел из организации?')).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})

describe('an empty required picker after «Исключить»', () => {
  it('says «Обязательное поле» on the field', () => {
    renderWithProviders(
      <ExclusionChoice
        info={info({ hasActiveApplications: true })}
        members={members}
        excludedId="x"
        fullName="Уходящий Ушел"
        newAdminId={null}
        onNewAdmin={vi.fn()}
        targetId={null}
        onTarget={vi.fn()}
        showMissing
      />,
    )
    const picker = screen.getByRole('combobox', { name: /Передать активные заявки/ })
    expect(picker.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Обязательное поле')).toBeTruthy()
  })
})
