import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { DateFilter } from '@psp/contracts'
import { reportsEndpoints } from '@psp/contracts/endpoints/reports.endpoints'
import { call, callFile } from '../../../lib/api-call'
import { endpointKey, queryKey } from '../../../lib/query-keys'
import { saveFile } from '../../../lib/save-file'

export interface GapsParams {
  page: number
  itemsPerPage: number
  filterByDate: DateFilter
}

/** POST /articles/report/knowledge-gaps: failed searches grouped by query. */
export const gapsQuery = (p: GapsParams | null) =>
  queryOptions({
    queryKey: p
      ? queryKey(reportsEndpoints.getKnowledgeGaps, { body: p })
      : endpointKey(reportsEndpoints.getKnowledgeGaps),
    queryFn: ({ signal }) => call(reportsEndpoints.getKnowledgeGaps, { body: p as GapsParams }, { signal }),
    enabled: p !== null,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useKnowledgeGaps = (p: GapsParams | null) => useQuery(gapsQuery(p))

/** POST /articles/report/knowledge-gaps/xlsx: the period's rows as a file. */
export const useExportKnowledgeGaps = () =>
  useMutation({
    mutationFn: (filterByDate: DateFilter) =>
      callFile(reportsEndpoints.exportKnowledgeGapsXlsx, { body: { filterByDate } }),
    onSuccess: (file) => saveFile(file, 'Пробелы базы знаний.xlsx'),
  })

/** POST /articles/report/knowledge-gaps/unhelpful-articles: articles readers answered «Нет» about. */
export const unhelpfulArticlesQuery = (p: GapsParams | null) =>
  queryOptions({
    queryKey: p
      ? queryKey(reportsEndpoints.getUnhelpfulArticles, { body: p })
      : endpointKey(reportsEndpoints.getUnhelpfulArticles),
    queryFn: ({ signal }) => call(reportsEndpoints.getUnhelpfulArticles, { body: p as GapsParams }, { signal }),
    enabled: p !== null,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useUnhelpfulArticles = (p: GapsParams | null) => useQuery(unhelpfulArticlesQuery(p))
