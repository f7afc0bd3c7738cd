import { Stack, Title } from '@mantine/core'
import { useParams, useSearchParams } from 'react-router'
import { displayName } from '@psp/contracts'
import { ApiError } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useOrganization } from '../api/get-organization'
import { ConfirmFromLink } from '../components/confirm-from-link'
import { EmployeesSection } from '../components/employees-section'
import { OrganizationCard } from '../components/organization-card'
import { useOrganizationRights } from '../model/use-organization-rights'
import { useDocumentTitle } from '../../../lib/use-document-title'

export const ORGANIZATION_ERROR = 'При загрузке раздела возникла техническая ошибка'

/**
 * `/organization/{orgId}/…`: the organization card and its employee list. `?confirm={userId}` (the link of the
 * join-request e-mail) opens the confirmation directly without loading the list; `?error` forces the error state.
 */
export function OrganizationPage() {
  const { orgId = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const confirm = params.get('confirm')
  const organization = useOrganization(orgId)
  const rights = useOrganizationRights(orgId)
  const { data: user } = useCurrentUser()
  useDocumentTitle(organization.data?.shortName || 'Организация')

  const dropConfirm = () =>
    setParams((current) => {
      const copy = new URLSearchParams(current)
      copy.delete('confirm')
      return copy
    })

  if (organization.isPending) return <LoadingState />
  if (organization.isError) {
    // An excluded user is told so (the catalogue's message); any other failure gets the section's error.
    const expelled =
      organization.error instanceof ApiError && organization.error.code === 'UserIsExpelledFromOrganization'
    return (
      <ErrorPanel
        title={ORGANIZATION_ERROR}
        text={expelled ? organization.error.message : undefined}
        onRetry={() => window.location.reload()}
      />
    )
  }
  const org = organization.data
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {org.shortName}
      </Title>
      <OrganizationCard organization={org} />
      <EmployeesSection
        organization={org}
        canManage={rights.canManage}
        currentUserId={rights.userId}
        actingFullName={user ? displayName(user) : ''}
        enabled={!confirm || (rights.ready && !rights.canManage)}
      />
      {confirm && rights.canManage && <ConfirmFromLink organization={org} userId={confirm} onDone={dropConfirm} />}
    </Stack>
  )
}
