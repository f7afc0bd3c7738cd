import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
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
/** A card that cannot be shown still says, as the page's heading, what page this is. */
const Failed = ({ children }: { children: ReactNode }) => (
  <Stack gap="lg">
    <Title order={1} size="h3">
      Сотрудник
    </Title>
    {children}
  </Stack>
)

export function EmployeePage() {
  const { orgId: routeOrgId, id = '' } = useParams()
  const { data: user } = useCurrentUser()
  const orgId = routeOrgId ?? user?.organization?.organizationId ?? null
  const employee = useEmployee(orgId, id)
  useDocumentTitle(employee.data?.fullName.trim() || 'Сотрудник')
  if (!orgId)
    return (
      <Failed>
        <ErrorPanel title={EMPLOYEE_ERROR} />
      </Failed>
    )
  if (employee.isPending) return <LoadingState />
  if (employee.isError)
    return (
      <Failed>
        <ErrorPanel title={EMPLOYEE_ERROR} onRetry={() => void employee.refetch()} />
      </Failed>
    )
  return (
    <Stack gap="lg">
      <EmployeeCard employee={employee.data} />
      <EmployeeOrganizations orgId={orgId} userId={id} />
    </Stack>
  )
}
