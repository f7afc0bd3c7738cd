import { Text } from '@mantine/core'
import { organizationRoleLabels, type Employee } from '@psp/contracts'
import { ApiError } from '../../../lib/api-client'
import { changeEmployeeRole } from '../api/employee-actions'
import { GENERAL_ERROR_MESSAGE, ROLE_CHANGE_ERROR, ROLE_CHANGED } from '../model/result-texts'
import { DecisionFlow } from './decision-flow'
import { orDash } from '../../../ui/empty-value'

interface Props {
  orgId: string
  employee: Pick<Employee, 'id' | 'fullName' | 'role'>
  onCancel: () => void
  onFinished: () => void
}

/**
 * Role change (SPEC §4): an Admin becomes an Employee, an Employee an Admin. A specific server message shows in
 * 'Ошибка изменения роли'; 'Общая ошибка' (or none) gives the generic error with a retry (SPEC §8).
 */
export function RoleChangeDialog({ orgId, employee, onCancel, onFinished }: Props) {
  const next = employee.role === 'Admin' ? 'Employee' : 'Admin'
  return (
    <DecisionFlow
      opened
      title="Изменение роли"
      confirmLabel="Изменить роль"
      run={() => changeEmployeeRole(orgId, employee.id, next)}
      success={() => ({ title: ROLE_CHANGED })}
      failure={(error) => {
        const message = error instanceof ApiError ? error.message : ''
        return message && message !== GENERAL_ERROR_MESSAGE
          ? { title: ROLE_CHANGE_ERROR, text: message, retry: false }
          : { title: 'Не удалось изменить роль', text: 'Попробуйте повторить позднее', retry: true }
      }}
      onCancel={onCancel}
      onFinished={onFinished}
    >
      <Text>
        Назначить пользователя {orDash(employee.fullName)} на роль «{organizationRoleLabels[next]}»?
      </Text>
    </DecisionFlow>
  )
}
