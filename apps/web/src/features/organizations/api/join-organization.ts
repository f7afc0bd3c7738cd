import { useMutation, useQueryClient } from '@tanstack/react-query'
import { JOIN_FIELDS, type OrganizationRole } from '@psp/contracts'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

export interface JoinInput {
  inn: string
  role: OrganizationRole
  files: File[]
  /** Names of an organization the portal does not know yet. */
  shortName?: string
  fullName?: string
  kpp?: string
}

/** POST /user/organizations (multipart inn, role, files[]). */
export function joinOrganization(input: JoinInput) {
  const form = new FormData()
  form.set(JOIN_FIELDS.inn, input.inn)
  form.set(JOIN_FIELDS.role, input.role)
  if (input.shortName) form.set(JOIN_FIELDS.shortName, input.shortName)
  if (input.fullName) form.set(JOIN_FIELDS.fullName, input.fullName)
  if (input.kpp) form.set(JOIN_FIELDS.kpp, input.kpp)
  for (const file of input.files) form.append(JOIN_FIELDS.files, file, file.name)
  return call(orgs.joinOrganization, { body: form })
}

export function useJoinOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: joinOrganization,
    onSuccess: () => invalidateResource(client, 'memberships'),
  })
}
