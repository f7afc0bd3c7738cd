import { readFileSync } from 'node:fs'
import { applicationStatusSchema, type ApplicationStatus, type Problem } from '@psp/contracts'
import { z } from 'zod'
import type { Config } from '../../../config'
import { AppError } from '../../../platform/errors'
import type { DeskChange, DeskDelivery, ExternalDesk, ServiceDeskDictionaries } from '../service-desk'
import { DeskError, rtClient, type RtClient } from './rest2-client'

/**
 * Request Tracker 5 as the portal's service desk (SERVICE_DESK=rt, ADR 0038). Applications are filed as tickets of
 * RT_QUEUE; the applicant's comments and files are replies on them; closing sets the ticket resolved with the mark
 * in a comment, reopening sets it open with the reason in a reply. Back from RT come its status changes, through the
 * status map, and the replies of anyone but the portal's own RT user (RT_USER), with their files.
 */

/** RT's default lifecycle, as SPEC's statuses; `waiting` and `negotiation` come from statuses an agency configures. */
export const DEFAULT_STATUS_MAP: Record<string, ApplicationStatus> = {
  new: 'registered',
  open: 'inprogress',
  stalled: 'waiting',
  resolved: 'resolved',
  rejected: 'closed',
}
/** What the applicant's close and reopen set in RT. */
const CLOSED_IN_RT = 'resolved'
const REOPENED_IN_RT = 'open'
/** RT's own user, whose changes (a ticket opened by a reply) are the desk's: named so in the history. */
const RT_SYSTEM = 'RT_System'
const DESK_NAME = 'Служба поддержки'

const FIELDS = ['system', 'service', 'applicationType', 'warranty', 'impact', 'mark'] as const

/**
 * RT_MAPPING_FILE: RT's statuses by name, each to one of SPEC's status codes; and the names of the ticket's custom
 * fields that carry what the application says (a «Select» field of the type, warranty or impact is then also the
 * list the form offers).
 */
const mappingFile = z.object({
  statuses: z.record(z.string(), applicationStatusSchema).default({}),
  customFields: z.partialRecord(z.enum(FIELDS), z.string().trim().min(1)).default({}),
})
export type RtMapping = z.infer<typeof mappingFile>

/** The mapping: RT's default lifecycle, with the file's statuses over it, and its custom fields. */
export function rtMappingOf(file: string | undefined): RtMapping {
  const read = file ? mappingFile.parse(JSON.parse(readFileSync(file, 'utf8'))) : mappingFile.parse({})
  return { ...read, statuses: { ...DEFAULT_STATUS_MAP, ...read.statuses } }
}

/** SPEC §8's code for a desk that failed at what the portal was doing. */
function asCatalogue(error: unknown, code: Problem): never {
  if (error instanceof DeskError) throw new AppError(code, `${new AppError(code).message}: ${error.failure}`)
  throw error
}

function ticketText(application: Extract<DeskDelivery, { kind: 'file' }>['application']) {
  return [
    application.text,
    '',
    '—',
    `Заявка №${application.number} портала самообслуживания`,
    `Система: ${application.systemName}`,
    `Услуга: ${application.serviceName}`,
    `Тип заявки: ${application.applicationTypeTitle}`,
    `Гарантийные обязательства: ${application.warranty}`,
    `Влияние: ${application.impact}`,
    `Заявитель: ${application.applicantFio} <${application.applicantEmail}>`,
    ...(application.organization ? [`Организация: ${application.organization}`] : []),
  ].join('\n')
}

/** The custom fields the mapping names, with the values the application gives them. */
function fieldsOf(mapping: RtMapping, values: Partial<Record<(typeof FIELDS)[number], string>>) {
  const fields: Record<string, string> = {}
  for (const [field, value] of Object.entries(values)) {
    const name = mapping.customFields[field as (typeof FIELDS)[number]]
    if (name && value) fields[name] = value
  }
  return fields
}

async function deliver(
  client: RtClient,
  queue: string,
  mapping: RtMapping,
  delivery: DeskDelivery,
): Promise<{ ticket?: string }> {
  if (delivery.kind === 'file') {
    const { application, files } = delivery
    const mark = `[ПСП №${application.number}]`
    // A filing tried before may have reached RT with its answer lost: its ticket is taken instead of a second one.
    const [filed] = delivery.retry ? await client.ticketsTitled(queue, mark) : []
    if (filed) return { ticket: String(filed) }
    const id = await client.createTicket({
      queue,
      subject: `${mark} ${application.subject}`,
      text: ticketText(application),
      customFields: fieldsOf(mapping, {
        system: application.systemName,
        service: application.serviceName,
        applicationType: application.applicationTypeTitle,
        warranty: application.warranty,
        impact: application.impact,
      }),
      files,
    })
    return { ticket: String(id) }
  }
  const id = Number(delivery.ticket)
  if (delivery.kind === 'comment') await client.reply(id, { text: delivery.text, files: delivery.files })
  else if (delivery.kind === 'files') await client.reply(id, { text: 'Заявитель добавил файлы', files: delivery.files })
  else if (delivery.kind === 'close') {
    // The status first: a retry after a failed comment finds it set, which RT answers as no change.
    const customFields = fieldsOf(mapping, { mark: String(delivery.mark) })
    if ((await client.ticket(id)).status !== CLOSED_IN_RT)
      await client.update(id, { status: CLOSED_IN_RT, customFields })
    else if (Object.keys(customFields).length) await client.update(id, { customFields })
    await client.comment(id, { text: `Заявитель закрыл заявку. Оценка: ${delivery.mark}` })
  } else {
    // The status apart from the reply: RT opens a ticket on a reply by itself, and then refuses the same status again.
    if ((await client.ticket(id)).status !== REOPENED_IN_RT) await client.update(id, { status: REOPENED_IN_RT })
    await client.reply(id, { text: `Причина возобновления: ${delivery.reason}` })
  }
  return {}
}

const rtClientOf = (config: Config) =>
  rtClient({ url: config.RT_URL!, token: config.RT_TOKEN!, timeoutMs: config.RT_TIMEOUT_SECONDS * 1000 })

/**
 * The form's lists from RT where the mapping names a custom field for them: its values, as RT lists them. A desk that
 * cannot answer is FailedToGetDataFromSd.
 */
export function requestTrackerDictionaries(config: Config): Partial<ServiceDeskDictionaries> {
  const client = rtClientOf(config)
  const { customFields } = rtMappingOf(config.RT_MAPPING_FILE)
  const valuesOf = (name: string) =>
    client.customFieldValues(name).catch((error: unknown) => asCatalogue(error, 'FailedToGetDataFromSd'))
  const options = (name: string) => async () => (await valuesOf(name)).map((value) => ({ value, text: value }))
  return {
    ...(customFields.applicationType && {
      applicationTypes: async (service) =>
        (await valuesOf(customFields.applicationType!)).map((title) => ({
          title,
          fullyQualifiedName: `${service.id}/${title}`,
        })),
    }),
    ...(customFields.warranty && { warranties: options(customFields.warranty) }),
    ...(customFields.impact && { impacts: options(customFields.impact) }),
  }
}

export function requestTrackerDesk(config: Config): ExternalDesk {
  const client = rtClientOf(config)
  const mapping = rtMappingOf(config.RT_MAPPING_FILE)
  const statuses = mapping.statuses
  const portalUser = config.RT_USER
  // Who made a change, as the history shows it: the RT user's full name, looked up once.
  const names = new Map<string, string>([[RT_SYSTEM, DESK_NAME]])
  const byName = async (user: string) => {
    if (!names.has(user)) names.set(user, await client.realNameOf(user))
    return names.get(user)!
  }

  return {
    name: 'rt',
    async deliver(delivery) {
      const carriesFiles = 'files' in delivery && delivery.files.length > 0
      return deliver(client, config.RT_QUEUE, mapping, delivery).catch((error: unknown) =>
        asCatalogue(error, carriesFiles ? 'FailedToUploadFilesToSd' : 'SdGeneralError'),
      )
    },
    async changesAfter(position) {
      try {
        const transactions = await client.transactionsAfter(position)
        const changes: DeskChange[] = []
        for (const t of transactions) {
          if (t.creator === portalUser) continue
          const ticket = String(t.ticketId)
          if (t.type === 'Status' || (t.type === 'Set' && t.field === 'Status')) {
            // A status the map does not name stays as RT names it: the portal shows «Неизвестный статус».
            const status = statuses[t.newValue] ?? t.newValue
            changes.push({ ticket, kind: 'status', status, by: await byName(t.creator) })
          } else if (t.type === 'Correspond') {
            const { text, files } = await client.contentOf(t.id)
            changes.push({ ticket, kind: 'reply', text, files, by: await byName(t.creator) })
          }
        }
        return { changes, position: transactions.at(-1)?.id ?? position }
      } catch (error) {
        return asCatalogue(error, 'FailedToGetApplicationsFromSd')
      }
    },
  }
}
