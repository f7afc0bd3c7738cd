import { z } from 'zod'

/** SPEC §3 Terms of use info. `date` is ISO (yyyy-MM-dd). */
export const agreementInfoSchema = z.object({ id: z.string(), name: z.string(), date: z.string() })
export type AgreementInfo = z.infer<typeof agreementInfoSchema>
export const currentAgreementSchema = agreementInfoSchema.nullable()

/** GET /useragreement/all: every version, newest first. */
export const agreementListSchema = z.array(agreementInfoSchema)

/** The multipart field of POST /useragreement. */
export const AGREEMENT_UPLOAD_FIELD = 'file'
