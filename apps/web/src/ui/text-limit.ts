import { UI_MESSAGES } from './messages'

/**
 * SPEC §5: text over its limit is refused with 'Превышено количество символов', never cut (a cut text saved
 * without a word loses the user's work). Forms show this on the field while typing and do not submit.
 */
export const overLimitError = (value: string, max: number): string | undefined =>
  value.length > max ? UI_MESSAGES.tooLong : undefined
