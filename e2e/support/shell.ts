import type { Page } from '@playwright/test'
import { desc, eq } from 'drizzle-orm'
import { alerts, userAgreements, users } from '../../apps/server/src/db/schema/index'
import { addMember, buildOrganization, buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { expect, loginThroughForm, type test } from './fixtures'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/** Signs in through the form and waits until the portal has left /login. */
export async function signIn(page: Page, login: string, password?: string, path?: string) {
  await loginThroughForm(page, login, password, path)
  await expect(page).not.toHaveURL(/\/login/)
}

export async function currentAgreementId(db: Db) {
  const [row] = await db.db.select().from(userAgreements).orderBy(desc(userAgreements.createdAt)).limit(1)
  return row.id
}

/**
 * A user of its own for a test that changes state, having accepted the current agreement unless told otherwise.
 * Signs in with the factories' password.
 */
export async function freshUser(
  db: Db,
  options: {
    acceptedAgreement?: boolean
    /** Memberships (accepted); default: one default organization. Pass [] for a user without any. */
    organizations?: Array<{ shortName: string; isDefault?: boolean }>
  } = {},
) {
  const user = await buildUser(db, {
    acceptedAgreementId: options.acceptedAgreement === false ? null : await currentAgreementId(db),
  })
  const organizations = []
  // By default a member of one organization it works in, so no organization choice comes up after login.
  for (const o of options.organizations ?? [{ shortName: 'ООО «Своя»', isDefault: true }]) {
    const org = await buildOrganization(db, { shortName: o.shortName })
    await addMember(db, org.id, user.id, { isDefault: o.isDefault ?? false })
    organizations.push(org)
  }
  return { user, organizations, password: TEST_PASSWORD }
}

export async function addAlert(db: Db, recipientUserId: string, title: string) {
  const [row] = await db.db
    .insert(alerts)
    .values({ recipientUserId, title, text: 'Текст оповещения', publicationAt: new Date(Date.now() - 60_000) })
    .returning()
  return row
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.db.select().from(users).where(eq(users.email, email))
  return row
}
