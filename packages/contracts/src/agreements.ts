import { z } from 'zod'

/** SPEC §3 Terms of use info. `date` is ISO (yyyy-MM-dd). */
export const agreementInfoSchema = z.object({ id: z.string(), name: z.string(), date: z.string() })
export type AgreementInfo = z.infer<typeof agreementInfoSchema>
export const currentAgreementSchema = agreementInfoSchema.nullable()

/** GET /useragreement/all: every version, newest first. */
export const agreementListSchema = z.array(agreementInfoSchema)

/** The multipart field of POST /useragreement. */
export const AGREEMENT_UPLOAD_FIELD = 'file'

/** The longest name of an agreement version. */
export const AGREEMENT_NAME_MAX = 200

/**
 * The text fields of POST /useragreement besides the file. `name` (optional, added compatibly: a client sending only
 * the file still works) is the version's name as the Admin wrote it; without it the file's name stands in.
 */
export const agreementUploadFieldsSchema = z.object({
  name: z.string().trim().min(1).max(AGREEMENT_NAME_MAX).optional(),
})
