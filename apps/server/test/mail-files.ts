import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export interface ParsedMail {
  file: string
  to: string
  subject: string
  text: string
  html: string
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of a header. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(data: string) {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function splitEntity(raw: string) {
  const at = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ')
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string | undefined) {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** Reads one message as the mail port writes it (nodemailer's MIME: multipart/alternative of text and HTML). */
export function parseMail(raw: string, file = ''): ParsedMail {
  const { headers, body } = splitEntity(raw)
  const result: ParsedMail = {
    file,
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ''))
    const type = entity.headers.get('content-type') ?? ''
    const decoded = decodeBody(entity.body, entity.headers.get('content-transfer-encoding'))
    if (type.startsWith('text/plain')) result.text = decoded
    if (type.startsWith('text/html')) result.html = decoded
  }
  return result
}

/** Every message in the mail port's outbox directory, oldest first (names start with the creation time). */
export async function readOutboxMails(dir: string): Promise<ParsedMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
  return Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(dir, name), 'utf8'), path.join(dir, name))),
  )
}

/** The first link into the portal in a message's text part. */
export const linkIn = (mail: ParsedMail, base: string) =>
  new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`).exec(mail.text)?.[0] ?? null
