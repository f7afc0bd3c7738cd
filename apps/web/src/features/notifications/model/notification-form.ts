import {
  NOTIFICATION_DATE_MESSAGES,
  NOTIFICATION_TEXT_MAX,
  NOTIFICATION_TITLE_MAX,
  type Notification,
} from '@psp/contracts'
import { zonedMoment, zonedParts } from '@psp/contracts/time'
import { portalSettings } from '../../../lib/portal-settings'
import { portalToday } from '../../../lib/portal-today'
import { UI_MESSAGES } from '../../../ui/messages'
import type { NotificationPayload } from '../api/save-notification'

/**
 * The form's values; dates as the date-time field holds them ('YYYY-MM-DD HH:mm'), in the portal's time zone: the one
 * the server checks "today" in and the lists show the dates in.
 */
export interface NotificationFormValues {
  title: string
  text: string
  publication: string | null
  expiration: string | null
  publishImmediately: boolean
  image: File | null
  removeImage: boolean
}

export type NotificationFormErrors = Partial<Record<'title' | 'text' | 'publication' | 'expiration', string>>

const zone = () => portalSettings().timeZone
/** A moment as the date-time field holds it. */
const fieldOf = (moment: Date) => {
  const { date, time } = zonedParts(moment, zone())
  return `${date} ${time}`
}

export const emptyNotificationForm = (): NotificationFormValues => ({
  title: '',
  text: '',
  publication: null,
  expiration: null,
  publishImmediately: false,
  image: null,
  removeImage: false,
})

export const formOfNotification = (n: Notification): NotificationFormValues => ({
  title: n.title,
  text: n.text,
  publication: fieldOf(new Date(n.publicationDate)),
  expiration: n.expirationDate ? fieldOf(new Date(n.expirationDate)) : null,
  publishImmediately: false,
  image: null,
  removeImage: false,
})

const plainLength = (html: string) => html.replace(/<[^>]*>/g, '').trim().length

/**
 * SPEC §5: required title, lengths, and the two date rules: publication not before today (unless it is the
 * stored one, on edit), expiration not before publication.
 */
export function validateNotificationForm(
  values: NotificationFormValues,
  { today = portalToday(), storedPublication = null as string | null } = {},
): NotificationFormErrors {
  const errors: NotificationFormErrors = {}
  if (plainLength(values.title) === 0) errors.title = UI_MESSAGES.required
  else if (values.title.length > NOTIFICATION_TITLE_MAX) errors.title = UI_MESSAGES.tooLong
  if (values.text.length > NOTIFICATION_TEXT_MAX) errors.text = UI_MESSAGES.tooLong
  if (!values.publishImmediately) {
    if (!values.publication) errors.publication = UI_MESSAGES.required
    else if (values.publication !== storedPublication && values.publication.slice(0, 10) < today)
      errors.publication = NOTIFICATION_DATE_MESSAGES.notBeforeToday
  }
  const publication = values.publishImmediately ? fieldOf(new Date()) : values.publication
  if (values.expiration && publication && values.expiration < publication)
    errors.expiration = NOTIFICATION_DATE_MESSAGES.notBeforePublication
  return errors
}

const toInstant = (value: string | null) => (value ? zonedMoment(value, zone()).toISOString() : null)

export const payloadOf = (values: NotificationFormValues): NotificationPayload => ({
  title: values.title.trim(),
  text: values.text.trim(),
  publicationDate: values.publishImmediately ? null : toInstant(values.publication),
  expirationDate: toInstant(values.expiration),
  publishImmediately: values.publishImmediately,
  removeImage: values.removeImage,
  image: values.image,
})

/** Server field names → form field names, for errors the server finds (e.g. its own today). */
export function errorsFromServer(fields: Record<string, string> | undefined): NotificationFormErrors {
  if (!fields) return {}
  return {
    title: fields.title,
    text: fields.text,
    publication: fields.publicationDate,
    expiration: fields.expirationDate,
  }
}
