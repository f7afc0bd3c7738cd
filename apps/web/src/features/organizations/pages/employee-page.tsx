import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useCurrentUser } from '../../../lib/current-user'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useEmployee } from '../api/get-employee'
import { EmployeeCard } from '../components/employee-card'
import { EmployeeOrganizations } from '../components/employee-organizations'
import { useDocumentTitle } from '../../../lib/use-document-title'

export const EMPLOYEE_ERROR = 'При загрузке информации возникла техническая ошибка'

/**
 * `/organization/{orgId}/employees/{id}` and `/employees/{id}`: the employee card and their organizations. The short
 * form reads the employee within the organization the session works in.
 */
export function EmployeePage() {
  const { orgId: routeOrgId, id = '' } = useParams()
  const { data: user } = useCurrentUser()
  const orgId = routeOrgId ?? user?.organization?.organizationId ?? null
  const employee = useEmployee(orgId, id)
  useDocumentTitle(employee.data?.fullName.trim() || 'Сотрудник')
  if (!orgId) return <ErrorPanel title={EMPLOYEE_ERROR} />
  if (employee.isPending) return <LoadingState />
  if (employee.isError) return <ErrorPanel title={EMPLOYEE_ERROR} onRetry={() => void employee.refetch()} />
  return (
    <Stack gap="lg">
      <EmployeeCard employee={employee.data} />
      <EmployeeOrganizations orgId={orgId} userId={id} />
    </Stack>
  )
}
