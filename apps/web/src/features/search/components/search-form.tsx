import { Box, Button, Group, SegmentedControl, Stack, TextInput, useMatches } from '@mantine/core'
import { SEARCH_TEXT_MAX, searchScopeLabels, type SearchScope } from '@psp/contracts'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { overLimitError } from '../../../ui/text-limit'
import type { SearchState } from './search-params'

export interface SearchFormProps {
  initial: SearchState
  scopes: SearchScope[]
  onSearch: (state: SearchState) => void
}

/** The search text and where to search; changing the scope searches again at once. */
export function SearchForm({ initial, scopes, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial.text)
  // Three scopes side by side take some 460 px: on a phone they stand one under the other.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' })
  const tooLong = overLimitError(text.trim(), SEARCH_TEXT_MAX)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (tooLong) return
    onSearch({ text: text.trim(), where: initial.where })
  }
  return (
    <form onSubmit={submit} role="search" aria-label="Поиск">
      <Stack gap="sm">
        {/* Stacked on a phone; at 400 % zoom or a larger text size the scopes scroll within their row, not the page. */}
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            aria-label="Где искать"
            value={initial.where}
            onChange={(where) => !tooLong && onSearch({ text: text.trim(), where: where as SearchScope })}
            data={scopes.map((s) => ({ value: s, label: searchScopeLabels[s] }))}
            orientation={orientation}
            w={orientation === 'vertical' ? '100%' : 'fit-content'}
          />
        </Box>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Текст для поиска"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={tooLong}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Найти
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
