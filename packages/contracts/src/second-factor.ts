import { z } from 'zod'
import { userSchema } from './auth'

/** A code typed by the user: six digits from the app, or one of the recovery codes (`xxxxx-xxxxx`). */
export const secondFactorCodeRequestSchema = z.strictObject({
  code: z.string().trim().min(1, 'Обязательное поле').max(32, 'Превышено количество символов'),
})
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequestSchema>

/** GET /user/2fa: whether the second factor is on, since when, how many recovery codes are left, and whether the
 * user may turn it off (not a platform Admin under REQUIRE_2FA_FOR_ADMINS). */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
})
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>

/** The set-up: the secret for manual entry, the otpauth:// URL, and that URL as a QR code (SVG drawn on the server). */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeSvg: z.string(),
})
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>

/** The ten single-use recovery codes, shown once when the second factor is turned on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

/** The forced set-up of the sign-in ends with the recovery codes and the signed-in user. */
export const signInSetupDoneSchema = recoveryCodesSchema.extend({ user: userSchema })
export type SignInSetupDone = z.infer<typeof signInSetupDoneSchema>

/**
 * POST /login when the password was right but the sign-in needs one more step: a code (the account has a second
 * factor) or the set-up of one (a platform Admin without it under REQUIRE_2FA_FOR_ADMINS). No session exists yet;
 * the browser holds the pending sign-in in an HttpOnly cookie.
 */
export const secondFactorPendingSchema = z.union([
  z.object({ secondFactorRequired: z.literal(true) }),
  z.object({ secondFactorSetupRequired: z.literal(true) }),
])
export type SecondFactorPending = z.infer<typeof secondFactorPendingSchema>

export const loginResponseSchema = z.union([userSchema, secondFactorPendingSchema])
export type LoginResponse = z.infer<typeof loginResponseSchema>
