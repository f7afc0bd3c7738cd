import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { QueryState, type QueryLike } from '../../../ui/query-state'
import { KitSection } from './kit-section'

type DemoState = 'loading' | 'error' | 'empty' | 'data'

const demoQuery = (state: DemoState, retry: () => void): QueryLike<string[]> => ({
  data: state === 'data' ? ['Первая запись', 'Вторая запись'] : state === 'empty' ? [] : undefined,
  isPending: state === 'loading',
  isError: state === 'error',
  isFetching: state === 'loading',
  refetch: async () => {
    retry()
    return undefined as never
  },
})

export function StatesSection() {
  const [retries, setRetries] = useState(0)
  const [state, setState] = useState<DemoState>('error')
  return (
    <KitSection id="states" title="Состояния загрузки" description="LoadingState, EmptyState, ErrorPanel и QueryState">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <LoadingState />
        <EmptyState />
        <ErrorPanel onRetry={() => setRetries((n) => n + 1)} />
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        Повторных попыток: {retries}
      </Text>
      <Stack gap="xs">
        <SegmentedControl
          aria-label="Состояние QueryState"
          value={state}
          onChange={(value) => setState(value as DemoState)}
          data={[
            { value: 'loading', label: 'Загрузка' },
            { value: 'error', label: 'Ошибка' },
            { value: 'empty', label: 'Пусто' },
            { value: 'data', label: 'Данные' },
          ]}
        />
        <QueryState
          query={demoQuery(state, () => setState('data'))}
          loadingText="Список загружается..."
          emptyText="Изменения не найдены"
          error={{ title: 'При загрузке списка возникла техническая ошибка' }}
        >
          {(rows) => (
            <ul>
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </QueryState>
      </Stack>
    </KitSection>
  )
}
