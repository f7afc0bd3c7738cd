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

/** The whole port: the dictionaries, and filing an application in the caller's transaction. */
export interface ServiceDesk extends ServiceDeskDictionaries {
  fileApplication(tx: DbExecutor, application: ServiceDeskApplication): Promise<{ id: string; number: number }>
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
