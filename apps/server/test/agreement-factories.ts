import { insertAgreement } from '../src/modules/agreements/agreements.repository'
import { AGREEMENT_FILE_KIND } from '../src/modules/agreements/agreements.service'
import { storeFile } from '../src/modules/files/files.service'
import type { AppContext } from '../src/platform/context'
import { buildUser } from './factories'

/** A user agreement uploaded by an Admin, as the newest (current) one, with its PDF in the file storage. */
export async function buildAgreement(ctx: AppContext, name: string) {
  const admin = await buildUser(ctx, { role: 'Admin' })
  const file = await storeFile(ctx, {
    name: `${name}.pdf`,
    body: Buffer.from(`%PDF-1.4 ${name}`),
    mimeType: 'application/pdf',
    kind: AGREEMENT_FILE_KIND,
    ownerUserId: admin.id,
  })
  return insertAgreement(ctx.db, { name, fileId: file.id, uploadedBy: admin.id })
}
