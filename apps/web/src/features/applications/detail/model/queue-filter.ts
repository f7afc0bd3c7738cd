import type { ApplicationFilter, ApplicationListRequest } from '@psp/contracts'

export const QUEUES = [
  { value: 'all', label: 'Все открытые' },
  { value: 'unassigned', label: 'Не взятые в работу' },
  { value: 'mine', label: 'Мои' },
] as const
export type Queue = (typeof QUEUES)[number]['value']

/** The console's filters as they sit in the URL, so a filtered queue can be reloaded and shared. */
export interface QueueFilter {
  queue: Queue
  number: string
  subject: string
  status: string
  author: string
}

const KEYS = ['number', 'subject', 'status', 'author'] as const

export function readQueueFilter(params: URLSearchParams): QueueFilter {
  const queue = params.get('queue')
  return {
    queue: QUEUES.some((q) => q.value === queue) ? (queue as Queue) : 'all',
    number: params.get('number') ?? '',
    subject: params.get('subject') ?? '',
    status: params.get('status') ?? '',
    author: params.get('author') ?? '',
  }
}

/** The filter written back: empty fields and the default queue are left out, and the page starts again at 1. */
export function writeQueueFilter(current: URLSearchParams, filter: QueueFilter): URLSearchParams {
  const next = new URLSearchParams(current)
  next.delete('page')
  if (filter.queue === 'all') next.delete('queue')
  else next.set('queue', filter.queue)
  for (const key of KEYS) {
    const value = filter[key].trim()
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next
}

/** The body of POST /service-desk/applications (the table view state of SPEC §3); a number that is not one is ignored. */
export function queueRequest(filter: QueueFilter, page: number, itemsPerPage: number): ApplicationListRequest {
  const applicationFilter: ApplicationFilter = {}
  const number = Number(filter.number.trim())
  if (/^\d+$/.test(filter.number.trim()) && number > 0) applicationFilter.number = number
  if (filter.subject.trim()) applicationFilter.subject = { text: filter.subject.trim(), contains: true }
  if (filter.status) applicationFilter.status = filter.status
  if (filter.author.trim()) applicationFilter.authorFio = { text: filter.author.trim(), contains: true }
  return { page, itemsPerPage, applicationFilter, sortBy: { title: 'updatedAt', sortOrder: 'Desc' } }
}
