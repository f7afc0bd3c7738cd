import { Alert, Group, Stack, TextInput } from '@mantine/core'
import { secondFactorCodeRequestSchema } from '@psp/contracts'
import type { ReactNode } from 'react'
import { isApiError } from '../../../lib/api-error'
import { useContractForm } from '../../../lib/use-contract-form'
import { AppButton } from '../../../ui/app-button'

interface Props {
  label: string
  submitLabel: string
  kind?: 'primary' | 'danger'
  pending: boolean
  error: unknown
  onSubmit: (code: string) => void
  /** A button beside the submit one (Отмена). */
  extra?: ReactNode
}

/** A code form of the profile's second factor, checked by the call's contract (Russian messages). */
export function SecondFactorCodeForm(props: Props) {
  const form = useContractForm(secondFactorCodeRequestSchema, { code: '' })
  const submit = form.handleSubmit(({ code }) => props.onSubmit(code))
  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="sm">
        {props.error !== null && props.error !== undefined && (
          <Alert color="red" role="alert">
            {isApiError(props.error) && props.error.status < 500 ? props.error.message : 'Общая ошибка'}
          </Alert>
        )}
        <TextInput
          label={props.label}
          autoComplete="one-time-code"
          maw={320}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Group gap="sm">
          <AppButton type="submit" kind={props.kind ?? 'primary'} loading={props.pending}>
            {props.submitLabel}
          </AppButton>
          {props.extra}
        </Group>
      </Stack>
    </form>
  )
}
