import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { FeedbackAnswer } from '@psp/contracts'
import { useState } from 'react'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useAnswerArticleFeedback, useMyArticleFeedback } from '../api/article-feedback'
import { errorMessageOf } from './error-message'
import { FeedbackReasonForm } from './feedback-reason-form'

const answerText = (answer: FeedbackAnswer) => `Ваш ответ: «${answer.helpful ? 'Да' : 'Нет'}». Спасибо!`

/**
 * «Была ли статья полезна?» under the article: «Да» or «Нет», then an optional reason; the reader sees the answer on
 * this version and can change it. The answer is the reader's own query, which the server's render of the page asks
 * like the article, so the markup and the browser's first render agree (ADR 0033).
 */
export function ArticleFeedback({ articleUuid }: { articleUuid: string }) {
  const query = useMyArticleFeedback(articleUuid)
  const save = useAnswerArticleFeedback(articleUuid)
  const [askingReason, setAskingReason] = useState(false)
  let content
  if (query.isPending || (query.isError && query.isFetching)) content = <LoadingState />
  else if (query.isError) {
    content = <ErrorPanel title="Не удалось загрузить ваш ответ" onRetry={() => void query.refetch()} />
  } else {
    const { answer } = query.data
    const send = (helpful: boolean, reason?: string, then?: () => void) =>
      save.mutate(
        { helpful, reason },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Спасибо, ваш ответ сохранен' })
            then?.()
          },
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessageOf(error) ?? 'Не удалось сохранить ответ' }),
        },
      )
    content = (
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            Была ли статья полезна?
          </Title>
          <Group gap="xs">
            <Button
              variant={answer?.helpful === true ? 'filled' : 'default'}
              aria-pressed={answer?.helpful === true}
              loading={save.isPending && save.variables?.helpful === true}
              disabled={save.isPending}
              onClick={() => send(true, undefined, () => setAskingReason(false))}
            >
              Да
            </Button>
            <Button
              variant={answer?.helpful === false ? 'filled' : 'default'}
              aria-pressed={answer?.helpful === false}
              loading={save.isPending && save.variables?.helpful === false && !askingReason}
              disabled={save.isPending}
              // «Нет» counts at once, whether or not a reason follows; an earlier reason is kept.
              onClick={() => send(false, answer?.reason ?? undefined, () => setAskingReason(true))}
            >
              Нет
            </Button>
          </Group>
        </Group>
        {answer && (
          <Text size="sm" c="gray.7" data-testid="article-feedback-answer">
            {answerText(answer)}
          </Text>
        )}
        {answer?.helpful === false && !askingReason && (
          <Group gap="xs" wrap="wrap" align="baseline">
            {answer.reason && (
              <Text size="sm" style={{ overflowWrap: 'break-word' }} maw="100%">
                Чего не хватило: {answer.reason}
              </Text>
            )}
            <Button variant="subtle" size="compact-sm" onClick={() => setAskingReason(true)}>
              {answer.reason ? 'Изменить причину' : 'Указать, чего не хватило'}
            </Button>
          </Group>
        )}
        {answer?.helpful === false && askingReason && (
          <FeedbackReasonForm
            initial={answer.reason ?? ''}
            saving={save.isPending}
            onSubmit={(reason) => send(false, reason, () => setAskingReason(false))}
            onCancel={() => setAskingReason(false)}
          />
        )}
      </Stack>
    )
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="Была ли статья полезна?">
      {content}
    </Paper>
  )
}
