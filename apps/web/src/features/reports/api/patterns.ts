import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReportPatternInput, ReportPatternsReplace, ReportPatternsResponse } from '@psp/contracts'
import { reportsEndpoints } from '@psp/contracts/endpoints/reports.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/report/patterns: the user's saved views and the default fixed report. */
export const getPatterns = () => call(reportsEndpoints.getPatterns)
export const patternsQuery = queryOptions({
  queryKey: queryKey(reportsEndpoints.getPatterns),
  queryFn: getPatterns,
  retry: false,
})
export const usePatterns = () => useQuery(patternsQuery)

function useStorePatterns() {
  const client = useQueryClient()
  return (data: ReportPatternsResponse) =>
    client.setQueryData<ReportPatternsResponse>(patternsQuery.queryKey, {
      patterns: data.patterns,
      defaultFixedReport: data.defaultFixedReport,
    })
}

/** POST /articles/report/patterns: «Сохранить как новый отчет». */
export function useCreatePattern() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: (input: ReportPatternInput) => call(reportsEndpoints.createPattern, { body: input }),
    onSuccess: store,
  })
}

/** PUT /articles/report/patterns/{id}: «Сохранить поверх текущего», or the replace confirmed. */
export function useSavePatternOver() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReportPatternInput }) =>
      call(reportsEndpoints.savePatternOver, { params: { id: String(id) }, body: input }),
    onSuccess: store,
  })
}

/** PUT /articles/report/patterns: the manage modal's Save with the complete set. */
export function useReplacePatterns() {
  const store = useStorePatterns()
  return useMutation({
    mutationFn: (input: ReportPatternsReplace) => call(reportsEndpoints.replacePatterns, { body: input }),
    onSuccess: store,
  })
}
