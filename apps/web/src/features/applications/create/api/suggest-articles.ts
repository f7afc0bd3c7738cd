import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

export const SUGGESTIONS_COUNT = 5

const request = (text: string) => ({
  body: { text, whereToSearch: 'knowledge' as const, itemsPerPage: SUGGESTIONS_COUNT, page: 1, suggestion: true },
})

/** The knowledge-base articles that match the subject being typed (POST /search, scope knowledge). */
export const useArticleSuggestions = (text: string) =>
  useQuery({
    queryKey: queryKey(searchEndpoints.search, request(text)),
    queryFn: () => call(searchEndpoints.search, request(text)),
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
