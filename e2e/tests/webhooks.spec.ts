import { startWebhookReceiver, signatureValid } from '../../apps/server/test/webhook-receiver'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { createNotification, expireNotificationsSql } from '../support/notifications'
import { signIn } from '../support/shell'

test('an Admin registers a webhook, copies its secret once, sees a delivery answered, resends it, turns it off and deletes it', async ({
  page,
  db,
}) => {
  // Many steps over several screens: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const receiver = await startWebhookReceiver()
  const notices: string[] = []
  try {
    await signIn(page, demo.admin)
    // «Вебхуки» in the admin menu.
    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('menuitem', { name: 'Вебхуки' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Вебхуки' })).toBeVisible()
    await expect(page).toHaveTitle(/Вебхуки/)
    await expect(page.getByText('Вебхуков пока нет')).toBeVisible()

    // The form says what is missing, in Russian.
    await page.getByRole('button', { name: 'Зарегистрировать' }).click()
    await expect(page.getByText('Обязательное поле')).toBeVisible()
    await expect(page.getByText('Выберите хотя бы одно событие')).toBeVisible()
    // An address the operator does not allow is refused by the server.
    await page.getByLabel('Адрес (URL)').fill('https://example.com/hook')
    await page.getByRole('checkbox', { name: 'Публикация оповещения' }).check()
    await page.getByRole('button', { name: 'Зарегистрировать' }).click()
    await expect(page.getByText('Адрес не входит в список разрешённых (WEBHOOK_ALLOWED_HOSTS)')).toBeVisible()

    await page.getByLabel('Адрес (URL)').fill(receiver.url())
    await page.getByRole('button', { name: 'Зарегистрировать' }).click()
    const dialog = page.getByRole('dialog', { name: 'Вебхук зарегистрирован' })
    await expect(dialog).toBeVisible()
    const secret = (await dialog.getByTestId('webhook-secret').textContent())!.trim()
    expect(secret).toMatch(/^whsec_/)
    await dialog.getByRole('button', { name: 'Готово' }).click()
    await expect(page.getByText(secret)).toHaveCount(0)

    const row = page.getByRole('row').filter({ hasText: receiver.url() })
    await expect(row).toContainText('Публикация оповещения')
    await expect(row.getByRole('switch')).toBeChecked()
    await expectNoSeriousA11yViolations(page)

    // A real portal action: the Admin publishes a notification; the receiver gets it, signed.
    notices.push((await createNotification(page, { title: 'Вебхук: работы', publishImmediately: 'true' })).id)
    const hook = await receiver.waitFor((h) => h.json.event === 'notification.published')
    expect(signatureValid(hook, secret)).toBe(true)

    await row.getByRole('button', { name: 'Отправки' }).click()
    const deliveries = page.getByRole('region', { name: 'Отправки' })
    await expect(deliveries.getByText('Всего: 1')).toBeVisible()
    const delivery = deliveries.getByRole('row').filter({ hasText: 'Публикация оповещения' })
    await expect(delivery).toContainText('Доставлено')
    await expect(delivery).toContainText('200')

    await delivery.getByRole('button', { name: 'Отправить повторно' }).click()
    await expect(page.getByText('Событие поставлено в очередь на отправку')).toBeVisible()
    await expect(deliveries.getByText('Всего: 2')).toBeVisible()
    await expect
      .poll(() => receiver.received.filter((h) => h.json.id === hook.json.id).length, { timeout: 15_000 })
      .toBe(2)

    // The page fits every width; the wide tables scroll inside their own boxes.
    for (const width of [1920, 1280, 768, 360]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.getByRole('heading', { level: 1, name: 'Вебхуки' })).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`webhooks-${width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth), `${width} px`).toBe(true)
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    await row.getByRole('switch').click()
    await expect(page.getByText('Вебхук выключен').first()).toBeVisible()
    await expect(row.getByRole('switch')).not.toBeChecked()

    await row.getByRole('button', { name: 'Удалить' }).click()
    const confirm = page.getByRole('dialog', { name: 'Удаление вебхука' })
    await confirm.getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByText('Вебхук удален')).toBeVisible()
    await expect(page.getByText('Вебхуков пока нет')).toBeVisible()
  } finally {
    await receiver.close()
    if (notices.length) await db.handle.pool.query(expireNotificationsSql, [notices])
  }
})
