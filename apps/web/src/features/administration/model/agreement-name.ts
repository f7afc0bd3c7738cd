import { AGREEMENT_NAME_MAX } from '@psp/contracts'
import { UI_MESSAGES } from '../../../ui/messages'
import { overLimitError } from '../../../ui/text-limit'

/** The name a new version is offered under: its file's name without the extension («doc.pdf» → «doc»). */
export const nameFromFile = (fileName: string) => fileName.replace(/\.[^.]*$/, '').trim()

/** The version name's error, if any: required, and not longer than the server takes (never cut, SPEC §5). */
export const agreementNameError = (name: string): string | undefined =>
  name.trim() ? overLimitError(name.trim(), AGREEMENT_NAME_MAX) : UI_MESSAGES.required
