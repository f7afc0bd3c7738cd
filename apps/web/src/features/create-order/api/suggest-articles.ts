import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { call } from '../../../lib/api-call'
import { createOrderKeys } from './keys'

export const SUGGESTIONS_COUNT = 5

/** The knowledge-base articles that match the subject being typed (POST /search, scope knowledge). */
export const useArticleSuggestions = (text: string) =>
  useQuery({
    queryKey: createOrderKeys.suggestions(text),
    queryFn: () =>
      call(searchEndpoints.search, {
        body: { text, whereToSearch: 'knowledge', itemsPerPage: SUGGESTIONS_COUNT, page: 1, suggestion: true },
      }),
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
