import type { DbExecutor } from '../../db/executor'
import type { AppContextBase } from '../../platform/context'
import * as repo from './applications.repository'
import { PORTAL_FILED, type ServiceDeskApplication } from './service-desk'
import { tellApplicationCreated } from './application-webhooks'

/**
 * The built-in desk files an application as the form does (status registered, in the history with the user), in
 * the caller's transaction, so it exists exactly when its cause does. Its operators find it in their queue.
 */
export async function fileBuiltInApplication(
  ctx: Pick<AppContextBase, 'db' | 'clock'>,
  tx: DbExecutor,
  input: ServiceDeskApplication,
) {
  const now = ctx.clock.now()
  const id = await repo.insertApplication(tx, {
    userId: input.userId,
    organizationId: input.organizationId,
    systemId: null,
    systemName: input.systemName,
    serviceId: null,
    serviceName: input.serviceName,
    applicationType: input.applicationType.fullyQualifiedName,
    applicationTypeTitle: input.applicationType.title,
    ...PORTAL_FILED,
    subject: input.subject,
    text: input.text,
    createdAt: now,
    updatedAt: now,
  })
  await repo.insertStatusChange(tx, {
    applicationId: id,
    newState: 'registered',
    userId: input.userId,
    userFio: await repo.findUserFio(ctx.db, input.userId),
    at: now,
  })
  await repo.attachFiles(tx, id, input.fileIds, null)
  await tellApplicationCreated(ctx, tx, id)
  return { id, number: await repo.findApplicationNumber(tx, id) }
}
