import type { Locator } from '@playwright/test'
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { fileApplicationAs, labelledLinkIn, moveAs, takeAs } from '../support/applications'
import { E2E_BASE_URL } from '../support/env'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { currentAgreementId, freshUser, signIn } from '../support/shell'

const REASON_MAX = 2000

/** The same input gets the same answer from both reopen forms: both use the reopen call's schema. */
async function expectSameRules(form: Locator, submit: Locator) {
  const reason = form.getByLabel('Причина возобновления')
  await reason.fill('   ')
  await reason.blur()
  await expect(form.getByText('Обязательное поле')).toBeVisible()
  // Over the limit is refused while typing, never cut (SPEC §5).
  await reason.fill('я'.repeat(REASON_MAX + 1))
  await expect(form.getByText('Превышено количество символов')).toBeVisible()
  await expect(reason).toHaveValue('я'.repeat(REASON_MAX + 1))
  await reason.fill('я'.repeat(REASON_MAX))
  await expect(form.getByText('Превышено количество символов')).toBeHidden()
  await expect(submit).toBeEnabled()
}

test.describe('the reason of a reopening', () => {
  test.describe.configure({ timeout: 180_000 })

  test('is checked the same way on the order page and on the e-mail link', async ({ page, db, browser }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    const order = await fileApplicationAs(page, 'Снова не работает выгрузка')
    const admin = await buildUser(db, { role: 'Admin', acceptedAgreementId: await currentAgreementId(db) })
    const operator = await (await browser.newContext()).newPage()
    await signIn(operator, admin.email, TEST_PASSWORD)
    await takeAs(operator, order.id)
    await moveAs(operator, order.id, 'resolved', 'Исправили выгрузку')
    await operator.context().close()

    // The e-mail's reopen link, signed out: the page's form.
    const mail = await waitForMail(user.email, `Заявка №${order.number}: статус «Выполнена»`)
    const outside = await (await browser.newContext()).newPage()
    await outside.goto(labelledLinkIn(mail.text, 'Возобновить заявку').slice(E2E_BASE_URL.length))
    await expect(outside.getByRole('heading', { name: 'Возобновление заявки' })).toBeVisible()
    await outside.getByRole('button', { name: 'Возобновить заявку' }).click()
    await expect(outside.getByText('Обязательное поле')).toBeVisible()
    await expectSameRules(outside.locator('form'), outside.getByRole('button', { name: 'Возобновить заявку' }))
    await outside.context().close()

    // The order page's modal, signed in.
    await page.goto(`/orders/${order.id}`)
    await page.getByRole('button', { name: 'Возобновить' }).click()
    const modal = page.getByRole('dialog', { name: 'Возобновить заявку' })
    await expect(modal.getByRole('button', { name: 'Возобновить' })).toBeDisabled()
    await expectSameRules(modal, modal.getByRole('button', { name: 'Возобновить' }))
  })
})
