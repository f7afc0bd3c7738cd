import {
  joinOrganizationFieldsSchema,
  type JoinOrganizationFields,
  type JoinOrganizationResponse,
} from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { removeFile, storeFile } from '../files/files.service'
import type { JoinUpload } from './join-upload'
import { fileJoinRequest } from './join.repository'
import { notifyMembershipEvent } from './membership-events'
import {
  findOrganization,
  findOrganizationByInn,
  findOwnMembership,
  insertOrganization,
  type OrganizationRow,
} from './organization-directory.repository'

export const JOIN_FILE_KIND = 'organization-join'

/**
 * The one place a registration would file its application to support (ARCHITECTURE: joining by an unknown INN files
 * an application to register the organization). Applications do not exist yet, so there is none to return.
 */
async function fileRegistrationApplication(_ctx: AppContext, _actor: Actor, _organization: OrganizationRow) {
  return null
}

function parseFields(fields: Record<string, string>): JoinOrganizationFields {
  const parsed = joinOrganizationFieldsSchema.safeParse(fields)
  if (parsed.success) return parsed.data
  const issues = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
  throw new AppError('ValidationError', Object.values(issues)[0], issues)
}

/**
 * POST /user/organizations: a join request to a known organization (its Admins decide), or the registration of an
 * organization the portal does not know, with the user as its requested Admin (a platform Admin decides).
 */
export async function joinOrganization(
  ctx: AppContext,
  actor: Actor,
  upload: JoinUpload,
): Promise<JoinOrganizationResponse> {
  authorize(actor, 'organization.join')
  const fields = parseFields(upload.fields)
  let registered = false
  let organization: OrganizationRow | null = null
  const known = await findOrganizationByInn(ctx.db, fields.inn)
  if (known) {
    organization = await findOrganization(ctx.db, known.id)
    // A registration still waiting (or declined) takes no other requests.
    if (organization && organization.status !== 'Accepted') throw new AppError('OrganizationNotAccepted')
  } else {
    const name = fields.shortName ?? `Организация (ИНН ${fields.inn})`
    organization = await insertOrganization(ctx.db, {
      inn: fields.inn,
      shortName: name,
      fullName: fields.fullName ?? name,
    })
    if (!organization) throw new AppError('OrganizationNotAccepted')
    registered = true
  }
  if (!organization) throw new AppError('OrganizationNotFound')
  const role = registered ? 'Admin' : fields.role
  const own = await findOwnMembership(ctx.db, actor.userId, organization.id)
  if (own && own.status !== 'Declined' && !own.excludedAt) throw new AppError('OrganizationUserAlreadyExists')
  const fileIds: string[] = []
  for (const file of upload.files) {
    const stored = await storeFile(ctx, { ...file, kind: JOIN_FILE_KIND, ownerUserId: actor.userId })
    fileIds.push(stored.id)
  }
  const joined = organization
  const filed = await ctx.db.transaction(async (tx) => {
    const done = await fileJoinRequest(tx, { organizationId: joined.id, userId: actor.userId, role, fileIds })
    if (done) {
      const event = { kind: 'joinRequested', organization: joined, userId: actor.userId, role, registered } as const
      await notifyMembershipEvent(tx, ctx.config, event)
    }
    return done
  })
  if (!filed) {
    // A second request raced this one between the check and the write: nothing may point at these files.
    await Promise.all(fileIds.map((id) => removeFile(ctx, id)))
    throw new AppError('OrganizationUserAlreadyExists')
  }
  const application = registered ? await fileRegistrationApplication(ctx, actor, organization) : null
  return { status: 'Created', organizationId: organization.id, registered, application }
}
