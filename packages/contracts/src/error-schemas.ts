import { z } from 'zod'
import { errorCodes } from './errors'

export const errorCodeSchema = z.enum(errorCodes)

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  /** The finer reason, when it is not the code itself (e.g. InvalidCredentials with code GeneralError). */
  reason: z.string().optional(),
  /** Field-level details for invalid input: path -> message. */
  fields: z.record(z.string(), z.string()).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
