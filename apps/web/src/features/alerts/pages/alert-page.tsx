import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { htmlText, safeInlineHtml } from '../../../lib/safe-html'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useOpenAlert } from '../api/open-alert'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** The alert detail page, built from the alert id; opening it marks the alert read. */
export function AlertPage() {
  const { id = '' } = useParams()
  const alert = useOpenAlert(id)
  useDocumentTitle((alert.data && htmlText(alert.data.title).trim()) || 'Оповещение')
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.alerts} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Все оповещения
        </Group>
      </Anchor>
      {alert.isPending && <LoadingState />}
      {alert.isError && (
        <ErrorPanel
          title={
            isApiError(alert.error) && alert.error.status === 404
              ? 'Оповещение не найдено'
              : 'При загрузке оповещения возникла техническая ошибка'
          }
          onRetry={() => void alert.refetch()}
        />
      )}
      {alert.data && (
        <Paper withBorder p="lg" component="article">
          <Stack gap="sm">
            <Title order={1} size="h2" dangerouslySetInnerHTML={safeInlineHtml(alert.data.title)} />
            <Text size="sm" c="gray.7">
              {formatDateTime(alert.data.publicationDate)}
            </Text>
            {alert.data.text && <Text style={{ whiteSpace: 'pre-line' }}>{alert.data.text}</Text>}
            {alert.data.link && (
              <Anchor component={Link} to={alert.data.link}>
                Перейти
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  )
}
