import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ReportPatternCreatedResponse,
  ReportPatternInput,
  ReportPatternsReplace,
  ReportPatternsResponse,
} from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { reportKeys } from './keys'

/** GET /articles/report/patterns: the user's saved views and the default fixed report. */
export const getPatterns = () => api.get<ReportPatternsResponse>('/articles/report/patterns')
export const patternsQuery = queryOptions({ queryKey: reportKeys.patterns, queryFn: getPatterns, retry: false })
export const usePatterns = () => useQuery(patternsQuery)

function useStorePatterns() {
  const client = useQueryClient()
  return (data: ReportPatternsResponse) =>
    client.setQueryData<ReportPatternsResponse>(reportKeys.patterns, {
      patterns: data.patterns,
      defaultFixedReport: data.defaultFixedReport,
    })
}

/** POST /articles/report/patterns: «Сохранить как новый отчет». */
export function useCreatePattern() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: (input: ReportPatternInput) =>
      api.post<ReportPatternCreatedResponse>('/articles/report/patterns', input, {
        fallbackCode: 'FailedToCreateView',
      }),
    onSuccess: store,
  })
}

/** PUT /articles/report/patterns/{id}: «Сохранить поверх текущего», or the replace confirmed. */
export function useSavePatternOver() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReportPatternInput }) =>
      api.put<ReportPatternsResponse>(`/articles/report/patterns/${id}`, input, { fallbackCode: 'FailedToUpdateView' }),
    onSuccess: store,
  })
}

/** PUT /articles/report/patterns: the manage modal's Save with the complete set. */
export function useReplacePatterns() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: (input: ReportPatternsReplace) =>
      api.put<ReportPatternsResponse>('/articles/report/patterns', input, { fallbackCode: 'FailedToUpdateView' }),
    onSuccess: store,
  })
}
