import type { DbExecutor } from '../../db/executor'

/**
 * The service desk behind the portal's applications. The built-in one keeps applications in the portal's database
 * and its operators are the platform Admins; an adapter for an external desk can take its place by implementing the
 * same dictionaries, raising FailedToGetDataFromSd / SdGeneralError when the desk cannot answer.
 */
export interface ServiceDeskDictionaries {
  /** SPEC §3 Order type option: the title shown and the fullyQualifiedName sent. */
  applicationTypes(service: { id: string; name: string }): Promise<Array<{ title: string; fullyQualifiedName: string }>>
  warranties(): Promise<Array<{ text: string; value: string }>>
  impacts(): Promise<Array<{ text: string; value: string }>>
}

/**
 * An application the portal files with the desk on a user's behalf, outside the application form: the registration
 * of an organization the portal does not know. The user owns it, sees it in their lists and follows its status.
 */
export interface ServiceDeskApplication {
  userId: string
  organizationId: string | null
  /** Where it belongs in the desk's catalogue, in place of the system and service a user picks in the form. */
  systemName: string
  serviceName: string
  applicationType: { title: string; fullyQualifiedName: string }
  subject: string
  text: string
  /** Files already stored (files module), attached to the application as they are. */
  fileIds: string[]
}

/** A file as the desk takes it and gives it. */
export interface DeskFile {
  name: string
  type: string
  content: Buffer
}

/**
 * One thing the applicant did, as an external desk takes it (ADR 0038). The portal has recorded it already; the desk
 * gets it from the outbox, in order per application, until it has taken it.
 */
export type DeskDelivery =
  | {
      kind: 'file'
      /** Tried before: the desk may have taken it while its answer was lost. */
      retry: boolean
      application: {
        number: number
        subject: string
        text: string
        systemName: string
        serviceName: string
        applicationTypeTitle: string
        warranty: string
        impact: string
        applicantFio: string
        applicantEmail: string
        organization: string | null
      }
      files: DeskFile[]
    }
  | { kind: 'comment'; ticket: string; text: string; files: DeskFile[] }
  | { kind: 'files'; ticket: string; files: DeskFile[] }
  | { kind: 'close'; ticket: string; mark: number }
  | { kind: 'reopen'; ticket: string; reason: string }

/** A change made in the desk that the portal applies to its record: a status set, or an operator's reply. */
export type DeskChange =
  | { ticket: string; kind: 'status'; status: string; by: string }
  | { ticket: string; kind: 'reply'; text: string; files: DeskFile[]; by: string }

/**
 * A service desk outside the portal (Request Tracker, ADR 0038). Its failures are AppErrors with SPEC §8's codes.
 */
export interface ExternalDesk {
  /** The name its tickets and read position are kept under. */
  name: string
  /** Takes what the applicant did; answers the desk's ticket when it filed one. */
  deliver(delivery: DeskDelivery): Promise<{ ticket?: string }>
  /** The desk's changes after `position`, oldest first, and the position to go on from (past what it skipped). */
  changesAfter(position: number): Promise<{ changes: DeskChange[]; position: number }>
}

/**
 * The whole port: the dictionaries, filing an application in the caller's transaction, and for a desk outside the
 * portal, the way to it and back (the built-in desk has none: the portal's own tables are its desk).
 */
export interface ServiceDesk extends ServiceDeskDictionaries {
  fileApplication(tx: DbExecutor, application: ServiceDeskApplication): Promise<{ id: string; number: number }>
  external?: ExternalDesk
}

const warranties = [
  { value: 'none', text: 'Без гарантийных обязательств' },
  { value: 'warranty', text: 'Гарантийное обслуживание' },
]
const impacts = [
  { value: 'single', text: 'Затрагивает одного пользователя' },
  { value: 'group', text: 'Затрагивает группу пользователей' },
  { value: 'organization', text: 'Затрагивает всю организацию' },
]
const textOf = (options: Array<{ value: string; text: string }>, value: string) =>
  options.find((o) => o.value === value)!.text

/**
 * What the built-in desk records for an application the portal files itself (a registration): no warranty, the
 * whole organization, as the dictionaries name them, like an application from the form.
 */
export const PORTAL_FILED = { warranty: textOf(warranties, 'none'), impact: textOf(impacts, 'organization') }

const typesOfEveryService = [
  { key: 'consultation', title: 'Консультация' },
  { key: 'incident', title: 'Сообщение об ошибке' },
  { key: 'change', title: 'Запрос на изменение данных' },
  { key: 'access', title: 'Предоставление доступа' },
]

/** The built-in desk offers the same kinds of application for every service of the knowledge base. */
export const builtInDictionaries: ServiceDeskDictionaries = {
  applicationTypes: async (service) =>
    typesOfEveryService.map((t) => ({ title: t.title, fullyQualifiedName: `${service.id}/${t.key}` })),
  warranties: async () => warranties,
  impacts: async () => impacts,
}
