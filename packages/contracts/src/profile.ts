import { z } from 'zod'

/** SPEC §5: +7 (999) 999-99-99, the first digit after +7 one of 3, 4, 6, 7, 8, 9. */
export const PHONE_PATTERN = /^\+7 \([346789]\d{2}\) \d{3}-\d{2}-\d{2}$/
export const PHONE_FORMAT_MESSAGE = 'Номер телефона указан в неверном формате'

export const changePhoneRequestSchema = z.strictObject({
  phone: z.string().trim().regex(PHONE_PATTERN, PHONE_FORMAT_MESSAGE),
})
export type ChangePhoneRequest = z.infer<typeof changePhoneRequestSchema>

/** The multipart field of PATCH /user/avatar. */
export const AVATAR_UPLOAD_FIELD = 'file'
/** The largest side of a stored avatar (the cropper's output, SPEC §9). */
export const AVATAR_OUTPUT_MAX_SIDE = 300
