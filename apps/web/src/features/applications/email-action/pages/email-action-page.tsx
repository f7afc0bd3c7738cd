import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../../lib/paths'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { ErrorPanel } from '../../../../ui/error-panel'
import { LoadingState } from '../../../../ui/loading-state'
import { UI_MESSAGES } from '../../../../ui/messages'
import { ReopenReasonField, useReopenReasonForm } from '../../shared/reopen-reason'
import { useEmailInfo, usePerformEmailAction } from '../api/email-action'
import { MessageCard } from '../../../../ui/message-card'
import { emailLinkRefusal, MISSING_TOKEN_MESSAGE } from '../model/email-link-refusal'
import { orDash } from '../../../../ui/empty-value'

/**
 * /email/action?token (SPEC §2 Routes, §3 Email info): the one-click link of an e-mail about an application, open
 * signed out. It says what the link does (close with the mark the user chose in the e-mail, or reopen with a reason)
 * and does it only on the user's confirmation, so a mail scanner opening the link changes nothing.
 */
export function EmailActionPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  // The route (app/layout/email-action-route.tsx) draws the shell's public frame around it.
  return token ? <EmailAction token={token} /> : <MessageCard {...MISSING_TOKEN_MESSAGE} />
}

function EmailAction({ token }: { token: string }) {
  const info = useEmailInfo(token)
  const action = usePerformEmailAction(token)
  const form = useReopenReasonForm()
  const title = info.data?.type === 'Reopen' ? 'Возобновление заявки' : 'Закрытие заявки'
  useDocumentTitle(title)

  if (info.isPending || (info.isError && info.isFetching)) return <LoadingState />
  if (info.isError) {
    const refusal = emailLinkRefusal(info.error)
    return refusal ? <MessageCard {...refusal} /> : <ErrorPanel onRetry={() => void info.refetch()} />
  }
  const data = info.data
  if (action.isSuccess) {
    const closed = action.data.type === 'Close'
    return (
      <MessageCard
        title={closed ? `Заявка №${data.number} закрыта` : `Заявка №${data.number} возобновлена`}
        lines={[
          closed
            ? data.mark
              ? `Спасибо за оценку ${data.mark}!`
              : 'Спасибо!'
            : 'Служба поддержки продолжит работу над заявкой.',
          `Текущий статус: «${action.data.statusLabel}».`,
        ]}
        action={{ label: 'Открыть заявку', to: paths.order(data.applicationId) }}
      />
    )
  }
  const refusal = action.isError ? emailLinkRefusal(action.error) : null
  if (refusal) return <MessageCard {...refusal} />

  const reopen = data.type === 'Reopen'
  const submit = reopen
    ? form.handleSubmit(({ reason }) => action.mutate(reason))
    : (event: FormEvent) => {
        event.preventDefault()
        action.mutate(undefined)
      }
  return (
    <Paper withBorder p="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>
            Заявка №{data.number} «{data.subject}», текущий статус: «{data.statusLabel}».
          </Text>
          <Text>
            {reopen
              ? 'Если вопрос не решен, укажите причину: заявка вернется в работу службы поддержки.'
              : `По этой ссылке заявка будет закрыта с оценкой ${orDash(data.mark)} из 5.`}
          </Text>
          {reopen && <ReopenReasonField form={form} />}
          {action.isError && (
            <Alert color="red" role="alert" title="Не удалось выполнить действие">
              {UI_MESSAGES.errorText}
            </Alert>
          )}
          <Stack gap="xs" align="flex-start">
            <Button type="submit" loading={action.isPending}>
              {reopen ? 'Возобновить заявку' : `Закрыть заявку с оценкой ${orDash(data.mark)}`}
            </Button>
            <Button component={Link} to={paths.order(data.applicationId)} variant="subtle" px={0}>
              Открыть заявку в портале
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  )
}
