import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { isApiError } from '../../../lib/api-error'
import { formatDateTime } from '../../../lib/format-date'
import { QueryState } from '../../../ui/query-state'
import { useReindexState } from '../api/get-reindex-state'
import { useStartReindex } from '../api/start-reindex'

/** The search reindex control: when the index was last rebuilt, a start button, and progress while it runs. */
export function SearchReindexSection() {
  const state = useReindexState()
  const start = useStartReindex()
  const indexing = state.data?.indexing ?? false
  const wasIndexing = useRef(indexing)

  // Announce the end of a run this page has watched (not the state it found on opening).
  useEffect(() => {
    if (wasIndexing.current && !indexing && !start.isError) {
      notifications.show({ color: 'green', message: 'Переиндексация завершена' })
    }
    wasIndexing.current = indexing
  }, [indexing, start.isError])

  return (
    <QueryState query={state} isEmpty={() => false}>
      {(data) => {
        const progress = data.progress && data.progress.total > 0 ? data.progress : null
        const percent = progress ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 100
        return (
          <Stack gap="sm">
            <Text>
              Последняя индексация:{' '}
              <b data-testid="last-indexing">
                {data.lastIndexing ? formatDateTime(data.lastIndexing) : 'не выполнялась'}
              </b>
            </Text>
            {data.indexing && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">Идет переиндексация{progress ? `: ${progress.done} из ${progress.total}` : '...'}</Text>
                <Progress value={percent} animated striped aria-label="Ход переиндексации" />
              </Stack>
            )}
            {start.isError && (
              <Alert color="red" role="alert">
                {isApiError(start.error) ? start.error.message : 'Общая ошибка'}
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => start.mutate()}
                disabled={data.indexing}
                loading={start.isPending}
              >
                Запустить переиндексацию
              </Button>
            </Group>
          </Stack>
        )
      }}
    </QueryState>
  )
}
