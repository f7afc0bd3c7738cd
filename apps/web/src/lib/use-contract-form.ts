import { zodResolver } from '@hookform/resolvers/zod'
import { russianIssueMessage } from '@psp/contracts/validation-messages'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A form validated by its call's contract schema (packages/contracts), with the server's Russian messages
 * («Обязательное поле», «Превышено количество символов»): the form cannot accept what the server refuses, nor word a
 * refusal differently. Fields are checked as the user types and when one is left, so a text over its limit says so
 * at once (SPEC §5) and an empty required field once it was touched. Import it only from lazily loaded routes: it
 * brings zod, which the /login download does without (ADR 0008).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: russianIssueMessage }),
    defaultValues,
    mode: 'all',
  })
}
