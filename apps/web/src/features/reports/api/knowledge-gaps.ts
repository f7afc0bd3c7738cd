import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { DateFilter, KnowledgeGapsResponse } from '@psp/contracts'
import { api, type FileResult } from '../../../lib/api-client'
import { saveFile } from '../model/save-file'
import { reportKeys } from './keys'

export interface GapsParams {
  page: number
  itemsPerPage: number
  filterByDate: DateFilter
}

/** POST /articles/report/knowledge-gaps: failed searches grouped by query. */
export const gapsQuery = (p: GapsParams | null) =>
  queryOptions({
    queryKey: reportKeys.gaps(p ?? {}),
    queryFn: ({ signal }) =>
      api.post<KnowledgeGapsResponse>('/articles/report/knowledge-gaps', p, {
        signal,
        fallbackCode: 'FailedToGetArticlesReports',
      }),
    enabled: p !== null,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useKnowledgeGaps = (p: GapsParams | null) => useQuery(gapsQuery(p))

/** POST /articles/report/knowledge-gaps/xlsx: the period's rows as a file. */
export const useExportKnowledgeGaps = () =>
  useMutation({
    mutationFn: (filterByDate: DateFilter) =>
      api.post<FileResult>(
        '/articles/report/knowledge-gaps/xlsx',
        { filterByDate },
        { blob: true, fallbackCode: 'FailedToGetArticlesReports' },
      ),
    onSuccess: (file) => saveFile(file, 'Пробелы базы знаний.xlsx'),
  })
