import type { APIRequestContext, Page } from '@playwright/test'

const headers = { 'X-Requested-With': 'XMLHttpRequest' }

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

export interface FiledApplication {
  id: string
  number: number
  subject: string
}

/**
 * Files an application as the signed-in user of `page`, through the same calls the create-order form makes: the
 * first system and service of the knowledge base, and the first type, warranty and impact the service desk offers.
 */
export async function fileApplicationAs(page: Page, subject: string): Promise<FiledApplication> {
  const api = page.request
  const systems = await json<Array<{ uuid: string }>>(await api.get('/api/systems', { headers }), 'systems')
  for (const system of systems) {
    const services = await json<Array<{ uuid: string }>>(
      await api.get(`/api/services?systemUuid=${system.uuid}`, { headers }),
      'services',
    )
    if (services.length === 0) continue
    const service = services[0]
    const types = await json<Array<{ fullyQualifiedName: string }>>(
      await api.get(`/api/services/${service.uuid}/applicationTypes`, { headers }),
      'types',
    )
    const [warranty] = await json<Array<{ value: string }>>(await api.get('/api/warranties', { headers }), 'warranties')
    const [impact] = await json<Array<{ value: string }>>(await api.get('/api/impacts', { headers }), 'impacts')
    return json<FiledApplication>(
      await api.post('/api/applications', {
        headers,
        data: {
          systemUuid: system.uuid,
          serviceUuid: service.uuid,
          applicationType: types[0].fullyQualifiedName,
          warranty: warranty.value,
          impact: impact.value,
          subject,
          text: 'Не открывается раздел отчетов: страница остается пустой.',
        },
      }),
      'filing',
    )
  }
  throw new Error('the knowledge base has no service to file an application for')
}

/** An operator's status change through the console's call, for tests that need an application further along. */
export async function moveAs(page: Page, id: string, status: string, comment?: string) {
  return json(
    await page.request.put(`/api/service-desk/applications/${id}/status`, {
      headers,
      data: comment ? { status, comment } : { status },
    }),
    `move to ${status}`,
  )
}

export async function takeAs(page: Page, id: string) {
  return json(await page.request.put(`/api/service-desk/applications/${id}/take`, { headers }), 'take')
}

export async function closeAs(page: Page, id: string, mark: number) {
  return json(await page.request.put(`/api/applications/${id}/close?mark=${mark}`, { headers }), 'close')
}

/** A one-page PDF the server's content check takes for a PDF. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
})

/** The URL a labelled link of an e-mail's text part leads to («Закрыть с оценкой 4: http://…»). */
export function labelledLinkIn(text: string, label: string) {
  const line = text.split(/\r?\n/).find((l) => l.startsWith(`${label}: `))
  if (!line) throw new Error(`no link «${label}» in the e-mail`)
  return line.slice(label.length + 2).trim()
}
