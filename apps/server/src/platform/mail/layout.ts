import type { MailContent } from './mail-message'
import { escapeHtml } from './escape-html'

/** A paragraph of a message: plain text, or a link with its label. */
export type MailBlock = string | { link: string; label: string }

const DASH = '—'
/** Missing values read as a dash, as in the portal's own texts (SPEC §8). */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : DASH)

/**
 * Builds the text and HTML parts from the same paragraphs, so both say the same. Every value is escaped here;
 * templates pass plain text only.
 */
export function composeMail(subject: string, greeting: string, blocks: MailBlock[]): MailContent {
  const text = [greeting, ...blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.link}`))]
    .concat(['', 'Это письмо отправлено автоматически, отвечать на него не нужно.', 'Портал самообслуживания'])
    .join('\n\n')
  const paragraphs = [greeting, ...blocks].map((b) =>
    typeof b === 'string'
      ? `<p>${escapeHtml(b)}</p>`
      : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>` +
        `<p style="color:#666;font-size:12px">${escapeHtml(b.link)}</p>`,
  )
  const html =
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">${paragraphs.join('')}` +
    `<p style="color:#666;font-size:12px">Это письмо отправлено автоматически, отвечать на него не нужно.<br>` +
    `Портал самообслуживания</p></body></html>`
  return { subject, html, text }
}
