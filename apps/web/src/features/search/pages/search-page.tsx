import { Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useCurrentUser } from '../../../lib/current-user'
import { local } from '../../../lib/storage'
import { usePageParam } from '../../../lib/use-page-param'
import { formatNumber } from '../../../lib/format-number'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useSearch } from '../api/search'
import { SearchForm } from '../components/search-form'
import { HydrationUnit } from '../../../ui/hydration-unit'
import { SearchHitCard } from '../components/search-hit-card'
import { readSearchParams, scopesFor, writeSearchParams } from '../components/search-params'
import { useDocumentTitle } from '../../../lib/use-document-title'

const PAGE_SIZES = [10, 20, 50, 100] as const

/** /search?text&where&page: search in the knowledge base, the user's applications or the organization's. */
export function SearchPage() {
  useDocumentTitle('Поиск')
  const { data: user } = useCurrentUser()
  const hasOrganization = Boolean(user?.organization)
  const [params, setParams] = useSearchParams()
  const state = readSearchParams(params, hasOrganization)
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  // Set when the user followed a hit: the flag is read once on arrival and cleared.
  const [keepResults] = useState(() => local.get('doNotSearch') === 'true')
  useEffect(() => local.remove('doNotSearch'), [])
  const query = useSearch(
    { text: state.text, whereToSearch: state.where, page, itemsPerPage: pageSize },
    state.text.length > 0,
    keepResults,
  )

  return (
    <Stack p="md" gap="md">
      <Title order={1}>Поиск</Title>
      <HydrationUnit>
        <SearchForm
          key={state.text}
          initial={state}
          scopes={scopesFor(hasOrganization)}
          onSearch={(next) => setParams((current) => writeSearchParams(current, next))}
        />
      </HydrationUnit>
      {state.text ? (
        <QueryState query={query} isEmpty={(data) => data.total === 0}>
          {(data) => (
            <Stack gap="md">
              <Text c="gray.7" aria-live="polite">
                Найдено: {data.moreThanTotal ? 'более ' : ''}
                {formatNumber(data.total)}
              </Text>
              <HydrationUnit>
                <PagedList data={data} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={onPagerChange}>
                  <Stack
                    gap="sm"
                    component="ol"
                    m={0}
                    p={0}
                    style={{ listStyle: 'none' }}
                    aria-label="Результаты поиска"
                  >
                    {data.items.map((hit) => (
                      <SearchHitCard key={hit.kind === 'article' ? hit.uuid : hit.id} hit={hit} />
                    ))}
                  </Stack>
                </PagedList>
              </HydrationUnit>
            </Stack>
          )}
        </QueryState>
      ) : (
        <Text c="gray.7">Введите текст для поиска</Text>
      )}
    </Stack>
  )
}
