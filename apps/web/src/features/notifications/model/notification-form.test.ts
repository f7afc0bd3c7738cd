import { afterEach, describe, expect, it } from 'vitest'
import type { Notification } from '@psp/contracts'
import { DEFAULT_PORTAL_SETTINGS, setPortalSettings } from '../../../lib/portal-settings'
import { emptyNotificationForm, formOfNotification, payloadOf, validateNotificationForm } from './notification-form'

const base = { ...emptyNotificationForm(), title: 'Работы' }
const today = '2026-03-10'

describe('validateNotificationForm', () => {
  it('requires a title with visible text and a publication date unless published at once', () => {
    expect(validateNotificationForm({ ...base, title: '<b> </b>' }, { today }).title).toBe('Обязательное поле')
    expect(validateNotificationForm(base, { today }).publication).toBe('Обязательное поле')
    expect(validateNotificationForm({ ...base, publishImmediately: true }, { today })).toEqual({})
  })

  it('refuses a publication date before today, except the stored one on edit', () => {
    const values = { ...base, publication: '2026-03-09 23:59' }
    expect(validateNotificationForm(values, { today }).publication).toBe('Дата должна быть не раньше сегодняшнего дня')
    expect(validateNotificationForm({ ...values, publication: '2026-03-10 00:00' }, { today })).toEqual({})
    expect(validateNotificationForm(values, { today, storedPublication: '2026-03-09 23:59' })).toEqual({})
  })

  it('refuses an expiration before the publication', () => {
    const values = { ...base, publication: '2026-03-12 10:00', expiration: '2026-03-12 09:59' }
    expect(validateNotificationForm(values, { today }).expiration).toBe('Дата не должна быть раньше даты публикации')
    expect(validateNotificationForm({ ...values, expiration: '2026-03-12 10:00' }, { today })).toEqual({})
  })

  it('says when a title is too long', () => {
    expect(
      validateNotificationForm({ ...base, title: 'x'.repeat(1001), publishImmediately: true }, { today }).title,
    ).toBe('Превышено количество символов')
  })
})

describe("the form's dates are the portal's wall-clock times", () => {
  afterEach(() => setPortalSettings(DEFAULT_PORTAL_SETTINGS))

  it('sends the moment a date-time of the portal names, and shows a stored moment as its date-time', () => {
    setPortalSettings({ ...DEFAULT_PORTAL_SETTINGS, timeZone: 'Asia/Vladivostok' })
    const payload = payloadOf({ ...base, publication: '2026-03-12 08:00', expiration: '2026-03-13 00:30' })
    expect(payload.publicationDate).toBe('2026-03-11T22:00:00.000Z')
    expect(payload.expirationDate).toBe('2026-03-12T14:30:00.000Z')
    const stored = { title: 'Работы', text: '', publicationDate: payload.publicationDate, expirationDate: null }
    expect(formOfNotification(stored as unknown as Notification)).toMatchObject({ publication: '2026-03-12 08:00' })
  })
})
