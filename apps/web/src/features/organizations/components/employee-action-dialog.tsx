import type { Employee, Organization } from '@psp/contracts'
import type { EmployeeAction } from './employees-table'
import { ExclusionDialog } from './exclusion-dialog'
import { AcceptRequestDialog, DeclineRequestDialog } from './join-request-dialogs'
import { RoleChangeDialog } from './role-change-dialog'

interface Props {
  organization: Organization
  action: EmployeeAction
  employee: Pick<Employee, 'id' | 'fullName' | 'role'>
  actingFullName: string
  onCancel: () => void
  onFinished: () => void
}

/** The dialog of one row action. */
export function EmployeeActionDialog({ organization, action, employee, actingFullName, onCancel, onFinished }: Props) {
  const common = { employee, onCancel, onFinished }
  if (action === 'accept') return <AcceptRequestDialog organization={organization} {...common} />
  if (action === 'decline') return <DeclineRequestDialog organization={organization} {...common} />
  if (action === 'role') return <RoleChangeDialog orgId={organization.organizationId} {...common} />
  return <ExclusionDialog orgId={organization.organizationId} actingFullName={actingFullName} {...common} />
}
