import { describe, expect, it } from 'vitest'
import { isProfileHighlighted, profileMenuItems } from './profile-menu'

const admin = { userId: 'u-admin', role: 'Admin' as const }

describe('profileMenuItems', () => {
  it('gives the platform admin users, organizations, alerts, administration and the service desk', () => {
    expect(profileMenuItems(admin).map((i) => i.label)).toEqual([
      'Пользователи',
      'Организации',
      'Оповещения',
      'Администрирование',
      'Вебхуки',
      'Служба поддержки',
    ])
    expect(profileMenuItems(admin).find((i) => i.label === 'Служба поддержки')?.to).toBe('/service-desk')
    expect(profileMenuItems(admin).some((i) => i.showsUnreadDot)).toBe(false)
  })

  it('leaves the console out when an external service desk has its own (ADR 0038)', () => {
    const labels = profileMenuItems(admin, { builtInServiceDesk: false }).map((i) => i.label)
    expect(labels).not.toContain('Служба поддержки')
    expect(labels).toContain('Вебхуки')
  })

  it('gives everyone else general information, my organizations and alerts with the red dot', () => {
    const items = profileMenuItems({ userId: 'u-1', role: 'Regular' })
    // A missing role counts as Regular (SPEC §1).
    expect(profileMenuItems({ userId: 'u-2', role: null })).toEqual(items)
    expect(items.map((i) => i.label)).toEqual(['Общая информация', 'Мои организации', 'Оповещения'])
    expect(items.map((i) => i.to)).toEqual(['/profile', '/my-organizations', '/alerts'])
    expect(items.find((i) => i.label === 'Оповещения')?.showsUnreadDot).toBe(true)
  })
})

describe('isProfileHighlighted', () => {
  it.each([
    '/profile',
    '/accounts',
    '/accounts/search',
    '/administration',
    '/employees/5',
    '/my-organizations',
    '/organization/1',
    '/organization/1/employees/2',
    '/organizations',
  ])('is highlighted on %s', (path) => expect(isProfileHighlighted(path)).toBe(true))

  it.each(['/knowledge-base', '/orders', '/orders/1', '/alerts', '/search', '/'])('is not highlighted on %s', (path) =>
    expect(isProfileHighlighted(path)).toBe(false),
  )
})
