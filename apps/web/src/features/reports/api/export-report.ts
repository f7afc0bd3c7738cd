import { useMutation } from '@tanstack/react-query'
import type { DateFilter, ReportXlsxRequest } from '@psp/contracts'
import { reportsEndpoints } from '@psp/contracts/endpoints/reports.endpoints'
import { callFile } from '../../../lib/api-call'
import { saveFile } from '../../../lib/save-file'
import type { ReportView } from '../model/views'

export interface ExportInput {
  view: ReportView
  page: number
  itemsPerPage: number
  filterByDate: DateFilter
}

/** POST /articles/report/xlsx?fixedReport={type or None}: the view with a numeric id (SPEC §3), as a file. */
export function exportReport({ view, page, itemsPerPage, filterByDate }: ExportInput) {
  const body: ReportXlsxRequest = {
    page,
    itemsPerPage,
    pattern: {
      id: view.id && !view.fixedType ? Number(view.id) : null,
      name: view.name,
      properties: view.properties,
      chosenAsDefault: view.chosenAsDefault,
      sortByEventTimeDesc: view.sortByEventTimeDesc,
      fixedType: view.fixedType,
      filterByDate,
    },
  }
  return callFile(reportsEndpoints.exportReportXlsx, { query: { fixedReport: view.fixedType ?? 'None' }, body })
}

export const useExportReport = () =>
  useMutation({
    mutationFn: exportReport,
    onSuccess: (file) => saveFile(file, 'Отчет.xlsx'),
  })
