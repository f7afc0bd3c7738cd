import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { AuditLogFilter } from '@psp/contracts'
import { auditLogEndpoints as auditLog } from '@psp/contracts/endpoints/audit-log.endpoints'
import { call, callFile } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'
import { saveFile } from '../../../lib/save-file'

const request = (filter: AuditLogFilter, page: number, itemsPerPage: number) => ({
  query: { ...filter, page, itemsPerPage },
})

/** GET /admin/audit-log: one page of the filtered log, newest first (platform Admins). */
export const auditLogQuery = (filter: AuditLogFilter, page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: queryKey(auditLog.getAuditLog, request(filter, page, itemsPerPage)),
    queryFn: () => call(auditLog.getAuditLog, request(filter, page, itemsPerPage)),
    placeholderData: keepPreviousData,
  })

export const useAuditLog = (filter: AuditLogFilter, page: number, itemsPerPage: number) =>
  useQuery(auditLogQuery(filter, page, itemsPerPage))

/** GET /admin/audit-log/xlsx: the filtered log as a spreadsheet, saved by the browser. */
export const useExportAuditLog = () =>
  useMutation({
    mutationFn: (filter: AuditLogFilter) => callFile(auditLog.exportAuditLog, { query: filter }),
    onSuccess: (file) => saveFile(file, 'Журнал действий.xlsx'),
  })
