import {
  auditActionLabels,
  type AuditAction,
  type AuditEvent,
  type AuditLogFilter,
  type AuditLogPage,
  type AuditLogQuery,
} from '@psp/contracts'
import { formatZonedDate, wallClockOf, zonedMoment } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { streamXlsx, type XlsxCell } from '../../platform/xlsx'
import { authorize } from '../../policies/authorize'
import { auditBatches, findAuditPage, type AuditEventRow, type AuditWhere } from './audit-log.repository'

/** Rows one XLSX file holds at most. */
const XLSX_ROWS_MAX = 1_000_000
const XLSX_BATCH = 5_000
const DAY_MS = 86_400_000

/** The filter with its days as instants of the portal's zone: `to` includes its whole day. */
function whereOf(filter: AuditLogFilter, timeZone: string): AuditWhere {
  return {
    action: filter.action,
    userId: filter.userId,
    from: filter.from ? zonedMoment(filter.from, timeZone) : undefined,
    to: filter.to ? zonedMoment(dayAfter(filter.to), timeZone) : undefined,
  }
}

/** The calendar day after 'YYYY-MM-DD' (calendar arithmetic, done in UTC where every day has 24 hours). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)

const present = (row: AuditEventRow): AuditEvent => ({
  id: String(row.id),
  at: row.at.toISOString(),
  userId: row.userId,
  userName: row.userName,
  ip: row.ip,
  action: row.action as AuditAction,
  objectType: row.objectType,
  objectId: row.objectId,
  objectName: row.objectName,
  details: row.details,
})

/** GET /admin/audit-log: the log newest first, filtered by who, what and when (platform Admins). */
export async function listAuditLog(ctx: AppContext, actor: Actor, query: AuditLogQuery): Promise<AuditLogPage> {
  authorize(actor, 'administer')
  const { page, itemsPerPage } = query
  const { rows, total } = await findAuditPage(ctx.db, whereOf(query, ctx.config.PORTAL_TIME_ZONE), {
    limit: itemsPerPage,
    offset: (page - 1) * itemsPerPage,
  })
  return { items: rows.map(present), total, pagesCount: Math.ceil(total / itemsPerPage) }
}

/** GET /admin/audit-log/xlsx: the filtered log as a spreadsheet, streamed. */
export function auditLogXlsx(ctx: AppContext, actor: Actor, filter: AuditLogFilter, onError: (e: unknown) => void) {
  authorize(actor, 'administer')
  const timeZone = ctx.config.PORTAL_TIME_ZONE
  const wallClock = wallClockOf(timeZone)
  const rows = auditBatches(ctx.db, whereOf(filter, timeZone), XLSX_BATCH, XLSX_ROWS_MAX)
  async function* cells(): AsyncGenerator<XlsxCell[][]> {
    for await (const batch of rows) {
      yield batch.map((r) => [
        wallClock(r.at),
        r.userName ?? (r.userId ? 'Удалённый пользователь' : '—'),
        r.ip ?? '—',
        auditActionLabels[r.action as AuditAction] ?? r.action,
        [r.objectType, r.objectName ?? r.objectId].filter(Boolean).join(': ') || '—',
        r.details ?? '',
      ])
    }
  }
  return {
    fileName: `Журнал действий ${formatZonedDate(ctx.clock.now(), timeZone)}.xlsx`,
    stream: streamXlsx(
      'Журнал действий',
      [
        { header: 'Время', kind: 'dateTime', width: 18 },
        { header: 'Пользователь', width: 32 },
        { header: 'Адрес', width: 18 },
        { header: 'Действие', width: 36 },
        { header: 'Объект', width: 40 },
        { header: 'Подробности', width: 40 },
      ],
      cells(),
      onError,
    ),
  }
}
