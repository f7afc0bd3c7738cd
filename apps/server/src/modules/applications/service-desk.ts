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

const warranties = [
  { value: 'none', text: 'Без гарантийных обязательств' },
  { value: 'warranty', text: 'Гарантийное обслуживание' },
]
const impacts = [
  { value: 'single', text: 'Затрагивает одного пользователя' },
  { value: 'group', text: 'Затрагивает группу пользователей' },
  { value: 'organization', text: 'Затрагивает всю организацию' },
]
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
