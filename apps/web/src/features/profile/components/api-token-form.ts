import {
  API_TOKEN_EXPIRY_PAST_MESSAGE,
  API_TOKEN_EXPIRY_TOO_FAR_MESSAGE,
  API_TOKEN_MAX_DAYS,
  createApiTokenRequestSchema,
} from '@psp/contracts'
import { REQUIRED_MESSAGE } from '@psp/contracts/validation-messages'
import { z } from 'zod'

const DAY_MS = 86_400_000

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The create form's rules: the call's own (name, at least one scope) and the server's expiry rule against the
 * portal's today, so the form says «Дата должна быть не раньше сегодняшнего дня» before anything is sent. The date
 * field holds null until a whole date is typed.
 */
export const apiTokenFormSchema = (today: string) =>
  createApiTokenRequestSchema.extend({
    expiresAt: z
      .string()
      .nullable()
      .superRefine((day, ctx) => {
        const message = !day
          ? REQUIRED_MESSAGE
          : day < today
            ? API_TOKEN_EXPIRY_PAST_MESSAGE
            : day > dayAfter(today, API_TOKEN_MAX_DAYS)
              ? API_TOKEN_EXPIRY_TOO_FAR_MESSAGE
              : null
        if (message) ctx.addIssue({ code: 'custom', message })
      })
      .transform((day) => day ?? ''),
  })
