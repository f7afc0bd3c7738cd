import type { JoinOrganizationFields, JoinOrganizationResponse } from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { DbExecutor } from '../../db/executor'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { removeFile, storeFile } from '../files/files.service'
import type { JoinUpload } from './join-upload'
import { fileJoinRequest } from './join.repository'
import { notifyMembershipEvent } from './membership-events'
import { fileRegistration } from './registration-desk'
import {
  findOrganization,
  findOrganizationByInn,
  findOwnMembership,
  insertOrganization,
} from './organization-directory.repository'

export const JOIN_FILE_KIND = 'organization-join'

/** A second request: one still waiting is told as such, not as a membership the user does not have yet. */
const alreadyThere = (status: 'Created' | 'Accepted') =>
  new AppError(status === 'Created' ? 'JoinRequestPending' : 'OrganizationUserAlreadyExists')

/**
 * POST /user/organizations: a join request to a known organization (its Admins decide), or the registration of an
 * organization the portal does not know, with the user as its requested Admin: a platform Admin decides, on an
 * application filed to the operators (the service desk) with the INN, KPP, names and documents, owned by the user
 * and returned in the answer (SPEC §3 «Adding a company returns status and application»).
 */
export async function joinOrganization(
  ctx: AppContext,
  actor: Actor,
  upload: JoinUpload,
): Promise<JoinOrganizationResponse> {
  authorize(actor, 'organization.join')
  const { fields } = upload
  const known = await findOrganizationByInn(ctx.db, fields.inn)
  const organization = known ? await findOrganization(ctx.db, known.id) : null
  if (known) {
    if (!organization) throw new AppError('OrganizationNotFound')
    // A registration still waiting (or declined) takes no other requests.
    if (organization.status !== 'Accepted') throw new AppError('OrganizationNotAccepted')
    const own = await findOwnMembership(ctx.db, actor.userId, organization.id)
    if (own && own.status !== 'Declined' && !own.excludedAt) throw alreadyThere(own.status)
  }
  const fileIds: string[] = []
  for (const file of upload.files) {
    const stored = await storeFile(ctx, { ...file, kind: JOIN_FILE_KIND, ownerUserId: actor.userId })
    fileIds.push(stored.id)
  }
  try {
    // The organization a registration makes, its request and its application are written together: none without
    // the others.
    return await ctx.db.transaction(async (tx) => {
      const registered = !organization
      const joined = organization ?? (await registerOrganization(tx, fields))
      const role = registered ? 'Admin' : fields.role
      const existing = await fileJoinRequest(tx, {
        organizationId: joined.id,
        userId: actor.userId,
        role,
        fileIds,
        now: ctx.clock.now(),
      })
      if (existing) throw alreadyThere(existing)
      const event = { kind: 'joinRequested', organization: joined, userId: actor.userId, role, registered } as const
      await notifyMembershipEvent(tx, ctx, event)
      const application = registered
        ? await fileRegistration(ctx, tx, {
            userId: actor.userId,
            organization: { ...joined, kpp: fields.kpp ?? null },
            fileIds,
          })
        : null
      return { status: 'Created' as const, organizationId: joined.id, registered, application }
    })
  } catch (error) {
    // A second request raced this one, or the write failed: nothing may point at these files.
    await Promise.all(fileIds.map((id) => removeFile(ctx, id)))
    throw error
  }
}

/** Registers an organization the portal does not know; a concurrent registration of the same INN wins. */
async function registerOrganization(tx: DbExecutor, fields: JoinOrganizationFields) {
  const name = fields.shortName ?? `Организация (ИНН ${fields.inn})`
  const organization = await insertOrganization(tx, {
    inn: fields.inn,
    kpp: fields.kpp ?? null,
    shortName: name,
    fullName: fields.fullName ?? name,
  })
  if (!organization) throw new AppError('OrganizationNotAccepted')
  return organization
}
