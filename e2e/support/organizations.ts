import { completeInn } from '@psp/contracts'
import { addMember, buildOrganization, buildUser } from '../../apps/server/test/factories'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, type test } from './fixtures'
import { currentAgreementId } from './shell'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

let seed = 300_000_000 + Math.floor(Math.random() * 600_000_000)
export const freshInn = () => completeInn(String(seed++))

/** An organization of its own with an Admin and the given employees, every one having accepted the agreement. */
export async function freshTeam(db: Db, employees: Array<{ surname: string; name: string }> = []) {
  const agreement = await currentAgreementId(db)
  const org = await buildOrganization(db, { inn: freshInn(), shortName: `ООО «Команда ${seed}»` })
  const admin = await buildUser(db, { acceptedAgreementId: agreement, surname: 'Администраторова', name: 'Алла' })
  await addMember(db, org.id, admin.id, { role: 'Admin', isDefault: true })
  const people = []
  for (const e of employees) {
    const user = await buildUser(db, { acceptedAgreementId: agreement, ...e, patronymic: null })
    await addMember(db, org.id, user.id, { role: 'Employee', isDefault: true })
    people.push(user)
  }
  return { org, admin, people }
}

/** Like expectNoSeriousA11yViolations, naming the offending elements so a failure says where to look. */
export async function expectNoSeriousA11yViolationsAt(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`),
  ).toEqual([])
}
