import type { ApiClient } from './api-client'

/** Files an application as a user would, through the form's dictionaries; answers the application. */
export async function fileApplication(
  client: ApiClient,
  place: { system: { id: string }; service: { id: string } },
  subject = 'Не загружается документ',
) {
  const types = await client.get(`/api/services/${place.service.id}/applicationTypes`)
  const warranties = await client.get('/api/warranties')
  const impacts = await client.get('/api/impacts')
  const answer = await client.post('/api/applications', {
    systemUuid: place.system.id,
    serviceUuid: place.service.id,
    applicationType: types.body[0].fullyQualifiedName,
    warranty: warranties.body[0].value,
    impact: impacts.body[0].value,
    subject,
    text: 'При загрузке файла появляется ошибка.',
  })
  if (answer.status !== 200) throw new Error(`filing failed: ${JSON.stringify(answer.body)}`)
  return answer.body
}
