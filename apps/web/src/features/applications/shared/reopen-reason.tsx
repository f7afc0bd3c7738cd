import { Textarea } from '@mantine/core'
import { reopenApplicationSchema } from '@psp/contracts'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { useContractForm } from '../../../lib/use-contract-form'

type ReopenForm = UseFormReturn<z.input<typeof reopenApplicationSchema>, unknown, { reason: string }>

/**
 * The reason a reopening needs (SPEC §4 Order), on the order page and on the e-mail link's page alike: one form,
 * validated by the reopen call's own schema, so both refuse and word the same input the same way.
 */
export const useReopenReasonForm = (): ReopenForm => useContractForm(reopenApplicationSchema, { reason: '' })

export function ReopenReasonField({ form, autoFocus }: { form: ReopenForm; autoFocus?: boolean }) {
  return (
    <Textarea
      label="Причина возобновления"
      withAsterisk
      autosize
      minRows={3}
      {...form.register('reason')}
      error={form.formState.errors.reason?.message}
      data-autofocus={autoFocus || undefined}
    />
  )
}
