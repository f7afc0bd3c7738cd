import type { Organization } from '@psp/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { invalidateResource } from '../../../lib/query-keys'
import { useEmployee } from '../api/get-employee'
import { AcceptRequestDialog } from './join-request-dialogs'

interface Props {
  organization: Organization
  userId: string
  /** Called when the modal is done or does not apply: the page drops `confirm` and loads the list. */
  onDone: () => void
}

/** `?confirm={userId}`: the join-request confirmation, opened only while that user's state is Created (SPEC §4). */
export function ConfirmFromLink({ organization, userId, onDone }: Props) {
  const client = useQueryClient()
  const employee = useEmployee(organization.organizationId, userId)
  const applies = employee.data?.state === 'Created'
  useEffect(() => {
    if (employee.isError || (employee.isSuccess && !applies)) onDone()
  }, [employee.isError, employee.isSuccess, applies, onDone])
  if (!applies || !employee.data) return null
  return (
    <AcceptRequestDialog
      organization={organization}
      employee={employee.data}
      onCancel={onDone}
      onFinished={() => {
        void invalidateResource(client, 'organizations')
        onDone()
      }}
    />
  )
}
