import { resultRoleLabels, type OrganizationRole } from '@psp/contracts'
import { orDash } from '../../../ui/empty-value'

export interface ResultSubject {
  fio: string | null | undefined
  orgName: string | null | undefined
  inn: string | null | undefined
}

/** SPEC §8 success texts of the join-request decisions; a missing value shows a dash. */
export const ACCEPTED_TITLE = 'Заявка успешно подтверждена'
export const DECLINED_TITLE = 'Заявка на присоединение отклонена'

export const acceptedText = (s: ResultSubject, role: OrganizationRole) =>
  `${orDash(s.fio)} успешно назначен(а) на роль «${resultRoleLabels[role]}» в ${orDash(s.orgName)}, ИНН: ${orDash(s.inn)}.`

export const declinedText = (s: ResultSubject) =>
  `Заявка пользователя ${orDash(s.fio)} на вступление в ${orDash(s.orgName)}, ИНН: ${orDash(s.inn)} отклонена.`

export const ROLE_CHANGED = 'Роль успешно изменена'
export const ROLE_CHANGE_ERROR = 'Ошибка изменения роли'
export const EXCLUDED = 'Пользователь исключен'
/** The server's message for a failure without a more specific one (SPEC §8 «Общая ошибка»). */
export const GENERAL_ERROR_MESSAGE = 'Общая ошибка'
