import sanitizeHtml from 'sanitize-html'

/** Inline markup an alert or notification title may carry (SPEC §3: title is HTML); everything else is dropped. */
const TITLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'sub', 'sup', 'br', 'span'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
}

/** Sanitizes an alert title on the server, whoever wrote it; the web app sanitizes again before rendering. */
export const sanitizeAlertTitle = (html: string) => sanitizeHtml(html, TITLE_OPTIONS).trim()

/** Escapes plain text (a portal event's wording) so it reads as text inside the HTML title. */
export const escapeAlertText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
