import { Button, Group, Stack, Textarea } from '@mantine/core'
import { KB_FEEDBACK_REASON_MAX } from '@psp/contracts/knowledge-base-limits'
import { TOO_LONG_MESSAGE } from '@psp/contracts/validation-messages'
import { useState } from 'react'

export interface FeedbackReasonFormProps {
  initial: string
  saving: boolean
  onSubmit: (reason: string) => void
  onCancel: () => void
}

/**
 * The optional reason after «Нет». Checked by hand rather than with `useContractForm`: the article page is rendered
 * on the server and must not bring zod into its first download (bench/web-budget.ts); the limit and the message are
 * the contract's own.
 */
export function FeedbackReasonForm({ initial, saving, onSubmit, onCancel }: FeedbackReasonFormProps) {
  const [reason, setReason] = useState(initial)
  const tooLong = reason.trim().length > KB_FEEDBACK_REASON_MAX
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!tooLong) onSubmit(reason.trim())
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Чего не хватило в статье?"
          description={`Необязательно, до ${KB_FEEDBACK_REASON_MAX} символов`}
          minRows={3}
          value={reason}
          error={tooLong ? TOO_LONG_MESSAGE : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" loading={saving} disabled={tooLong}>
            Отправить
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Не сейчас
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
