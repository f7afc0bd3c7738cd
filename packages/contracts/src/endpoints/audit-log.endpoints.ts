import { endpoint, FILE } from './endpoint'

const auditLog = () => import('../audit-log')

/** The platform Admins' audit log («Журнал действий»): read only, no call changes a row. */
export const auditLogEndpoints = {
  getAuditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    schemas: () => auditLog().then((m) => ({ query: m.auditLogQuerySchema, response: m.auditLogPageSchema })),
  }),
  /** An XLSX file (`callFile`) of the filtered log. */
  exportAuditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log/xlsx',
    schemas: () => auditLog().then((m) => ({ query: m.auditLogFilterSchema, response: FILE })),
  }),
}
