import { russianIssueMessage } from '@psp/contracts/validation-messages'
import { z } from 'zod'

/**
 * Validation messages reach users through the `fields` of a 400 answer, so they are Russian: SPEC's wording where
 * SPEC has one, zod's Russian locale otherwise. Set once for the process (zod's configuration is global).
 */
export function applyRussianValidationMessages() {
  z.config({ ...z.locales.ru(), customError: russianIssueMessage })
}
