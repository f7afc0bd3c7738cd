import { applicationStatusLabel, type ApplicationSummary } from '@psp/contracts'
import type { ApplicationSummaryRow } from './applications.repository'

export const isoOf = (value: Date | string) => new Date(value).toISOString()

export function presentSummary(row: ApplicationSummaryRow): ApplicationSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status: row.status,
    statusLabel: applicationStatusLabel(row.status),
    system: { uuid: row.systemId ?? '', title: row.systemName },
    service: { uuid: row.serviceId ?? '', title: row.serviceName },
    applicationType: row.applicationType,
    authorFio: row.authorFio,
    authorPhone: row.authorPhone,
    organizationName: row.organizationName,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
    unread: row.unread,
    archived: row.archivedAt !== null,
  }
}
