import { applicationStatuses, applicationStatusLabels, UNKNOWN_STATUS_LABEL } from '@psp/contracts'

/**
 * The labels users see in the «Статус» column (the contracts' labels and the one of an unknown code), in Russian
 * alphabetical order: sorting by status must follow what is read, not the codes (`closed` before `inprogress` would
 * put «Закрыта» before «В работе»).
 */
const labelsInOrder = [...new Set([...Object.values(applicationStatusLabels), UNKNOWN_STATUS_LABEL])].sort((a, b) =>
  a.localeCompare(b, 'ru'),
)
const rankOf = (label: string) => labelsInOrder.indexOf(label)

/**
 * The branches of `case <status> … end` that give a status code its label's place in that order, a code the contracts
 * do not know taking the place of «Неизвестный статус». The codes and places are our own constants, written into the
 * statement as text (no parameters), so every sorted list has one statement text.
 */
export const STATUS_LABEL_RANK_BRANCHES = [
  ...applicationStatuses.map((code) => `when '${code}' then ${rankOf(applicationStatusLabels[code])}`),
  `else ${rankOf(UNKNOWN_STATUS_LABEL)}`,
].join(' ')
