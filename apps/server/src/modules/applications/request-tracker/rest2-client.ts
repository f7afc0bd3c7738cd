import { z } from 'zod'

/**
 * Request Tracker 5's REST 2 API (`/REST/2.0/`, token authentication), as the portal's desk adapter uses it (ADR 0038):
 * tickets filed and changed, replies and comments with files, and the transactions that make up RT's history. Each
 * call has a deadline; whatever goes wrong becomes a `DeskError` saying how, which the adapter turns into SPEC §8's
 * code for what it was doing.
 */

/** How a call to the desk failed: not reached or 5xx, past its deadline, refused (4xx), or answered with nonsense. */
export type DeskFailure = 'unavailable' | 'timeout' | 'refused' | 'nonsense'

export class DeskError extends Error {
  constructor(
    readonly failure: DeskFailure,
    message: string,
  ) {
    super(message)
    this.name = 'DeskError'
  }
}

export interface DeskFile {
  name: string
  type: string
  content: Buffer
}

export interface RtClientOptions {
  /** RT's base address (RT_URL), without /REST/2.0. */
  url: string
  /** An RT auth token (RT_TOKEN). */
  token: string
  /** Past this a call counts as failed (the desk slow). */
  timeoutMs?: number
}

/** A transaction of a ticket's history: its creation, a reply, a comment, a field or status set. */
export interface RtTransaction {
  id: number
  ticketId: number
  type: string
  field: string
  oldValue: string
  newValue: string
  /** RT's user name of who made it: the portal's own user for what the portal sent. */
  creator: string
  created: Date
}

export interface RtTicket {
  id: number
  subject: string
  status: string
  queue: string
  customFields: Record<string, string[]>
}

const created = z.object({ id: z.union([z.string(), z.number()]) })
const messages = z.array(z.string())
const userRef = z.object({ id: z.union([z.string(), z.number()]) })
const transactions = z.object({
  items: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      Type: z.string(),
      Field: z.string().nullish(),
      OldValue: z.string().nullish(),
      NewValue: z.string().nullish(),
      ObjectId: z.union([z.string(), z.number()]),
      Creator: userRef,
      Created: z.string(),
    }),
  ),
})
const ticket = z.object({
  id: z.union([z.string(), z.number()]),
  Subject: z.string(),
  Status: z.string(),
  Queue: userRef,
  CustomFields: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).default([]),
})
const idList = z.object({ items: z.array(z.object({ id: z.union([z.string(), z.number()]) })) })
const valueList = z.object({ items: z.array(z.object({ name: z.string() })) })
const user = z.object({ Name: z.string(), RealName: z.string().nullish() })
const attachmentList = z.object({ items: z.array(z.object({ id: z.union([z.string(), z.number()]) })) })
const attachment = z.object({
  Filename: z.string().nullish(),
  ContentType: z.string(),
  Content: z.string().nullish(),
})

/**
 * A file's name as sent: RT 5.0.3's REST 2 fails (500, «Wide character») on a name beyond ASCII, so such a name goes as
 * an RFC 2047 encoded word, which RT keeps as it is; `readName` decodes it again.
 */
const wireName = (name: string) =>
  /^[\x20-\x7e]*$/.test(name) ? name : `=?UTF-8?B?${Buffer.from(name).toString('base64')}?=`
const ENCODED_WORD = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/i
const readName = (name: string) => {
  const encoded = ENCODED_WORD.exec(name)
  return encoded ? Buffer.from(encoded[1], 'base64').toString('utf8') : name
}

const asFiles = (files: DeskFile[] | undefined) =>
  files?.length
    ? {
        Attachments: files.map((f) => ({
          FileName: wireName(f.name),
          FileType: f.type,
          FileContent: f.content.toString('base64'),
        })),
      }
    : {}

/**
 * RT answers a change it could not make with 200 and a message among the others («Ticket 1: Status 'x' isn't a valid
 * status for this ticket.»); a change to the value already there answers no message at all.
 */
const REFUSED_CHANGE = /isn't a valid|can't|Permission Denied|Could not|Couldn't|Invalid|Illegal|not allowed/i

export function rtClient({ url, token, timeoutMs = 10_000 }: RtClientOptions) {
  const base = `${url.replace(/\/+$/, '')}/REST/2.0`

  async function call<T>(schema: z.ZodType<T>, method: string, pathname: string, body?: unknown): Promise<T> {
    let status: number
    let text: string
    try {
      const answer = await fetch(`${base}${pathname}`, {
        method,
        headers: {
          Authorization: `token ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = answer.status
      text = await answer.text()
    } catch (error) {
      const name = (error as Error).name
      if (name === 'TimeoutError') throw new DeskError('timeout', `${method} ${pathname}: no answer in ${timeoutMs} ms`)
      throw new DeskError('unavailable', `${method} ${pathname}: ${(error as Error).message}`)
    }
    if (status >= 500) throw new DeskError('unavailable', `${method} ${pathname}: ${status}`)
    if (status >= 400) throw new DeskError('refused', `${method} ${pathname}: ${status} ${text.slice(0, 200)}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new DeskError('nonsense', `${method} ${pathname}: not JSON`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new DeskError('nonsense', `${method} ${pathname}: ${parsed.error.message.slice(0, 200)}`)
    return parsed.data
  }

  const refusedAmong = (pathname: string, said: string[]) => {
    const refusal = said.find((message) => REFUSED_CHANGE.test(message))
    if (refusal) throw new DeskError('refused', `${pathname}: ${refusal}`)
  }

  return {
    /** Files a ticket; answers its number. */
    async createTicket(input: {
      queue: string
      subject: string
      text: string
      customFields?: Record<string, string | string[]>
      files?: DeskFile[]
    }): Promise<number> {
      const answer = await call(created, 'POST', '/ticket', {
        Queue: input.queue,
        Subject: input.subject,
        Content: input.text,
        ContentType: 'text/plain',
        ...(input.customFields ? { CustomFields: input.customFields } : {}),
        ...asFiles(input.files),
      })
      return Number(answer.id)
    },

    /** A reply on the ticket (RT's «correspond»), with files, and the status to set with it when given. */
    async reply(id: number, input: { text: string; files?: DeskFile[]; status?: string }) {
      const pathname = `/ticket/${id}/correspond`
      refusedAmong(
        pathname,
        await call(messages, 'POST', pathname, {
          Content: input.text,
          ContentType: 'text/plain',
          ...(input.status ? { Status: input.status } : {}),
          ...asFiles(input.files),
        }),
      )
    },

    /** A comment on the ticket, seen by the desk's operators only. */
    async comment(id: number, input: { text: string; files?: DeskFile[] }) {
      const pathname = `/ticket/${id}/comment`
      refusedAmong(
        pathname,
        await call(messages, 'POST', pathname, {
          Content: input.text,
          ContentType: 'text/plain',
          ...asFiles(input.files),
        }),
      )
    },

    /** Sets the ticket's status and custom fields. */
    async update(id: number, input: { status?: string; customFields?: Record<string, string | string[]> }) {
      const pathname = `/ticket/${id}`
      refusedAmong(
        pathname,
        await call(messages, 'PUT', pathname, {
          ...(input.status ? { Status: input.status } : {}),
          ...(input.customFields ? { CustomFields: input.customFields } : {}),
        }),
      )
    },

    /** The numbers of the tickets of a queue whose subject contains `text` (RT's LIKE), oldest first. */
    async ticketsTitled(queue: string, text: string): Promise<number[]> {
      const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
      const query = `Queue = ${quote(queue)} AND Subject LIKE ${quote(text)}`
      const answer = await call(idList, 'GET', `/tickets?query=${encodeURIComponent(query)}&orderby=id&order=ASC`)
      return answer.items.map((item) => Number(item.id))
    },

    async ticket(id: number): Promise<RtTicket> {
      const answer = await call(ticket, 'GET', `/ticket/${id}`)
      return {
        id: Number(answer.id),
        subject: answer.Subject,
        status: answer.Status,
        queue: String(answer.Queue.id),
        customFields: Object.fromEntries(answer.CustomFields.map((f) => [f.name, f.values])),
      }
    },

    /** The tickets' transactions after the one with id `after`, oldest first: the feed of what changed in the desk. */
    async transactionsAfter(after: number, limit = 100): Promise<RtTransaction[]> {
      const fields = 'Type,Field,OldValue,NewValue,ObjectId,Creator,Created'
      const answer = await call(
        transactions,
        'POST',
        `/transactions?fields=${fields}&per_page=${limit}&orderby=id&order=ASC`,
        [
          { field: 'id', operator: '>', value: String(after) },
          { field: 'ObjectType', value: 'RT::Ticket' },
        ],
      )
      return answer.items.map((t) => ({
        id: Number(t.id),
        ticketId: Number(t.ObjectId),
        type: t.Type,
        field: t.Field ?? '',
        oldValue: t.OldValue ?? '',
        newValue: t.NewValue ?? '',
        creator: String(t.Creator.id),
        created: new Date(t.Created),
      }))
    },

    /** The values a custom field offers (a «Select» field's list), in RT's order; refused when there is no such field. */
    async customFieldValues(name: string): Promise<string[]> {
      const found = await call(idList, 'POST', '/customfields', [{ field: 'Name', value: name }])
      if (!found.items[0]) throw new DeskError('refused', `no custom field «${name}»`)
      const values = await call(valueList, 'GET', `/customfield/${found.items[0].id}/values?per_page=100`)
      return values.items.map((v) => v.name)
    },

    /** A user's full name as RT keeps it, or their user name when RT has none. */
    async realNameOf(name: string): Promise<string> {
      const found = await call(user, 'GET', `/user/${encodeURIComponent(name)}`)
      return found.RealName?.trim() || found.Name
    },

    /** What a transaction carried (a reply's, the creation's): its text, and its files. */
    async contentOf(transactionId: number): Promise<{ text: string; files: DeskFile[] }> {
      const list = await call(attachmentList, 'GET', `/transaction/${transactionId}/attachments?per_page=100`)
      const texts: string[] = []
      const files: DeskFile[] = []
      for (const item of list.items) {
        const found = await call(attachment, 'GET', `/attachment/${item.id}`)
        if (found.Content == null || found.ContentType.startsWith('multipart/')) continue
        const content = Buffer.from(found.Content, 'base64')
        if (found.Filename) files.push({ name: readName(found.Filename), type: found.ContentType, content })
        else if (found.ContentType === 'text/plain') texts.push(content.toString('utf8'))
      }
      return { text: texts.join('\n\n').trim(), files }
    },
  }
}

export type RtClient = ReturnType<typeof rtClient>
