import { Anchor, Loader, Select, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessages } from '@psp/contracts/errors'
import { isApiError } from '../../../../lib/api-error'

export interface DictionarySelectProps<T> {
  label: string
  /** The dictionary's answer; nothing is asked while it is disabled (e.g. no service chosen yet). */
  query: Pick<UseQueryResult<T[]>, 'data' | 'isFetching' | 'isError' | 'error' | 'refetch'>
  option: (item: T) => { value: string; label: string }
  value: string | null
  onChange: (value: string | null) => void
  error?: string
  /** Why the select is not available yet (shown as its placeholder). */
  waitingFor?: string
}

/**
 * A required select filled from one dictionary call: a spinner while it loads, the catalogue's message (e.g.
 * FailedToGetDataFromSd «Не удалось получить данные») with a retry when it fails, the field's own error otherwise.
 */
export function DictionarySelect<T>({
  label,
  query,
  option,
  value,
  onChange,
  error,
  waitingFor,
}: DictionarySelectProps<T>) {
  const data = (query.data ?? []).map(option)
  const failed = query.isError
    ? isApiError(query.error)
      ? query.error.message
      : errorMessages.FailedToGetDataFromSd
    : null
  return (
    <Select
      label={label}
      required
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      nothingFoundMessage="Ничего не найдено"
      placeholder={waitingFor ?? (query.isFetching ? 'Загрузка...' : 'Выберите значение')}
      disabled={Boolean(waitingFor) || (query.isFetching && data.length === 0)}
      rightSection={query.isFetching ? <Loader size="xs" aria-label="Загрузка" /> : undefined}
      data={data}
      // A value the dictionary does not hold (an old link) is shown as not chosen.
      value={value && data.some((d) => d.value === value) ? value : null}
      onChange={onChange}
      error={
        failed ? (
          <Text component="span" size="xs" c="red.7">
            {failed}.{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => void query.refetch()}>
              Повторить попытку
            </Anchor>
          </Text>
        ) : (
          error
        )
      }
    />
  )
}
