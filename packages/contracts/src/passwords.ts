import { z } from 'zod'

/** The longest address a password-reset request takes; the form says «Превышено количество символов» past it. */
export const RESET_EMAIL_MAX = 320

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const PASSWORD_RULE_MESSAGE = 'Пароль должен содержать не менее 8 символов, буквы и цифры'

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, 'Превышено количество символов')
  .refine((p) => /\p{L}/u.test(p) && /\d/.test(p), PASSWORD_RULE_MESSAGE)

export const forgotPasswordRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(RESET_EMAIL_MAX),
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

/** The same answer whether or not the address is known. */
export const FORGOT_PASSWORD_ANSWER =
  'Если адрес зарегистрирован на портале, на него отправлено письмо со ссылкой для восстановления пароля'
export const forgotPasswordResponseSchema = z.object({ message: z.string() })

export const passwordTokenQuerySchema = z.object({ token: z.string().min(10).max(200) })
export const passwordTokenInfoSchema = z.object({
  purpose: z.enum(['account', 'reset']),
  login: z.string(),
})
export type PasswordTokenInfo = z.infer<typeof passwordTokenInfoSchema>

export const setPasswordRequestSchema = z.strictObject({
  token: z.string().min(10).max(200),
  password: newPasswordSchema,
})
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>
