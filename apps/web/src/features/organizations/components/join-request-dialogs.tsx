import { Stack, Text } from '@mantine/core'
import type { Employee, Organization, OrganizationRole } from '@psp/contracts'
import { useState } from 'react'
import { acceptEmployee, declineEmployee } from '../api/employee-actions'
import { ACCEPTED_TITLE, acceptedText, DECLINED_TITLE, declinedText } from '../model/result-texts'
import { DecisionFlow } from './decision-flow'
import { RoleChoice } from './role-choice'
import { orDash } from '../../../ui/empty-value'

interface Props {
  organization: Organization
  employee: Pick<Employee, 'id' | 'fullName' | 'role'>
  onCancel: () => void
  onFinished: () => void
}

const subject = (organization: Organization, employee: Props['employee']) => ({
  fio: employee.fullName,
  orgName: organization.shortName,
  inn: organization.inn,
})

/** Accepting a join request: the requested role is preselected, either role may be chosen (SPEC §4). */
export function AcceptRequestDialog({ organization, employee, onCancel, onFinished }: Props) {
  const [role, setRole] = useState<OrganizationRole>(employee.role)
  return (
    <DecisionFlow
      opened
      title="Подтверждение заявки"
      confirmLabel="Принять"
      run={() => acceptEmployee(organization.organizationId, employee.id, role)}
      success={() => ({ title: ACCEPTED_TITLE, text: acceptedText(subject(organization, employee), role) })}
      failure={() => ({ title: 'Не удалось подтвердить заявку', text: 'Попробуйте повторить позднее', retry: true })}
      onCancel={onCancel}
      onFinished={onFinished}
    >
      <Stack>
        <Text>
          {/* Worded without a gendered pronoun: the request's user may be anyone. */}
          Пользователь {orDash(employee.fullName)} запрашивает присоединение к организации {organization.shortName}.
        </Text>
        <RoleChoice value={role} onChange={setRole} />
      </Stack>
    </DecisionFlow>
  )
}

export function DeclineRequestDialog({ organization, employee, onCancel, onFinished }: Props) {
  return (
    <DecisionFlow
      opened
      kind="danger"
      title="Отклонение заявки"
      confirmLabel="Отклонить"
      run={() => declineEmployee(organization.organizationId, employee.id)}
      success={() => ({ title: DECLINED_TITLE, text: declinedText(subject(organization, employee)) })}
      failure={() => ({ title: 'Не удалось отклонить заявку', text: 'Попробуйте повторить позднее', retry: true })}
      onCancel={onCancel}
      onFinished={onFinished}
    >
      <Text>Отклонить заявку пользователя {orDash(employee.fullName)} на вступление в организацию?</Text>
    </DecisionFlow>
  )
}
