import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleStatResponse, DateFilter, FixedReportResponse, FixedReportType } from '@psp/contracts'
import { reportsEndpoints } from '@psp/contracts/endpoints/reports.endpoints'
import { call } from '../../../lib/api-call'
import { endpointKey, queryKey } from '../../../lib/query-keys'

/** The four fixed-report calls of SPEC §7 by type. */
export const FIXED_REPORT_ENDPOINTS = {
  ClicksOnArticleBySystemAndTagsReport: reportsEndpoints.getBySystemAndTagReport,
  ClicksOnArticleBySystemReport: reportsEndpoints.getBySystemReport,
  ClicksOnArticleByUserReport: reportsEndpoints.getByUserReport,
  ClicksOnTagReport: reportsEndpoints.getByTagReport,
} satisfies Record<FixedReportType, unknown>

export interface ReportParams {
  fixedType: FixedReportType | null
  sortByEventTimeDesc: boolean
  page: number
  itemsPerPage: number
  filterByDate: DateFilter
}

/** The answer with the kind of report it is, so the table never draws one report's rows in another's columns. */
export type ReportData = (FixedReportResponse | ArticleStatResponse) & { kind: FixedReportType | 'custom' }

/** A fixed report (POST /articles/report/clicks/...) or a user view's events (POST /articles/report). */
export async function getReport(p: ReportParams, signal?: AbortSignal): Promise<ReportData> {
  const options = { signal }
  if (p.fixedType) {
    const data: FixedReportResponse = await call(FIXED_REPORT_ENDPOINTS[p.fixedType], fixedRequest(p), options)
    return { ...data, kind: p.fixedType }
  }
  const data: ArticleStatResponse = await call(reportsEndpoints.getArticleStatReport, customRequest(p), options)
  return { ...data, kind: 'custom' }
}

const fixedRequest = (p: ReportParams) => ({
  body: { page: p.page, itemsPerPage: p.itemsPerPage, filterByDate: p.filterByDate },
})
const customRequest = (p: ReportParams) => ({
  body: { ...fixedRequest(p).body, sortByEventTimeDesc: p.sortByEventTimeDesc },
})

/** The key of the call `getReport` makes for `p`; a report not chosen yet has the custom report's bare key. */
const reportKey = (p: ReportParams | null) => {
  if (!p) return endpointKey(reportsEndpoints.getArticleStatReport)
  if (p.fixedType) return queryKey(FIXED_REPORT_ENDPOINTS[p.fixedType], fixedRequest(p))
  return queryKey(reportsEndpoints.getArticleStatReport, customRequest(p))
}

export const reportQuery = (p: ReportParams | null) =>
  queryOptions({
    queryKey: reportKey(p),
    queryFn: ({ signal }) => getReport(p as ReportParams, signal),
    enabled: p !== null,
    // The table stays while the next page or period loads; the screen shows its overlay after 1 s instead.
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useReport = (p: ReportParams | null) => useQuery(reportQuery(p))
