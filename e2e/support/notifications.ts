import type { Page } from '@playwright/test'

/** A moment as the portal (its default zone, Moscow, in these tests) shows it: the digits typed into dd.MM.yyyy HH:mm. */
export function moscowDigits(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.day}${parts.month}${parts.year}${parts.hour}${parts.minute}`
}

/** Creates a notification through the API as the signed-in Admin of `page` (multipart, as the form sends it). */
export async function createNotification(page: Page, fields: Record<string, string>) {
  const response = await page.request.post('/api/alerts', {
    multipart: fields,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  if (!response.ok()) throw new Error(`create notification failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as { id: string; title: string }
}

/** Ends the showing of notifications a test made, so later tests see the demo data as it was. */
export const expireNotificationsSql = `update alerts set expiration_at = now() - interval '1 second'
  where recipient_user_id is null and id = any($1::uuid[])`
