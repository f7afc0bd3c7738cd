import { eq } from 'drizzle-orm'
import type { Browser } from '@playwright/test'
import { applicationStatusHistory, files } from '../../apps/server/src/db/schema/index'
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { closeAs, fileApplicationAs, moveAs, pdf, takeAs } from '../support/applications'
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { currentAgreementId, freshUser, signIn } from '../support/shell'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/** A platform Admin of its own in a browser context of its own: the service desk's operator. */
async function operatorPage(browser: Browser, db: Db) {
  const admin = await buildUser(db, {
    role: 'Admin',
    acceptedAgreementId: await currentAgreementId(db),
    surname: 'Операторова',
    name: 'Ольга',
    patronymic: null,
  })
  const page = await (await browser.newContext()).newPage()
  await signIn(page, admin.email, TEST_PASSWORD)
  return page
}

test.describe('the order page', () => {
  test.describe.configure({ timeout: 180_000 })

  test('details, comment and file modals with their limits, downloads, the status history', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    const order = await fileApplicationAs(page, 'Не открывается раздел отчетов')

    await page.goto(`/orders/${order.id}`)
    await expect(page.getByRole('heading', { level: 1, name: `Заявка №${order.number}` })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Не открывается раздел отчетов' })).toBeVisible()
    await expect(page.getByText('Новая', { exact: true })).toBeVisible()
    await expect(page.getByText('Не назначен')).toBeVisible()
    await expect(page.getByText('Тестов Тест Тестович', { exact: false }).first()).toBeVisible()
    await expect(page.getByText('Комментариев пока нет')).toBeVisible()
    // A new application can be commented on and given files; closing before the desk answers is allowed too.
    await expect(page.getByRole('button', { name: 'Возобновить' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Перенести в архив' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // The comment: a text is required, a file of a forbidden format is refused with the SPEC §5 text.
    await page.getByRole('button', { name: 'Добавить комментарий' }).click()
    const comment = page.getByRole('dialog', { name: 'Добавить комментарий' })
    await comment.getByRole('button', { name: 'Отправить' }).click()
    await expect(comment.getByText('Обязательное поле')).toBeVisible()
    const input = comment.locator('input[type="file"]')
    await input.setInputFiles({ name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await expect(comment.getByText('недопустимый формат файла')).toBeVisible()
    await comment.getByLabel('Комментарий').fill('Прикладываю снимок экрана')
    await input.setInputFiles(pdf('снимок.pdf'))
    await expectNoSeriousA11yViolations(page)
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/applications/${order.id}/comment`),
    )
    await comment.getByRole('button', { name: 'Отправить' }).click()
    expect((await sent).headers()['content-type']).toContain('multipart/form-data')
    await expect(comment).toBeHidden()
    await expect(page.getByText('Комментарий добавлен')).toBeVisible()
    const posted = page.getByTestId('order-comment').filter({ hasText: 'Прикладываю снимок экрана' })
    await expect(posted.getByRole('link', { name: 'снимок.pdf' })).toBeVisible()

    // Two files at once: PUT …/addfiles; «Загрузить» waits for a file.
    await page.getByRole('button', { name: 'Добавить файлы' }).click()
    const filesModal = page.getByRole('dialog', { name: 'Добавить файлы' })
    await expect(filesModal.getByRole('button', { name: 'Загрузить' })).toBeDisabled()
    await filesModal.locator('input[type="file"]').setInputFiles([pdf('договор.pdf'), pdf('акт.pdf')])
    const added = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/applications/${order.id}/addfiles`),
    )
    await filesModal.getByRole('button', { name: 'Загрузить' }).click()
    await added
    await expect(page.getByText('Файл загружен успешно')).toBeVisible()
    await expect(page.getByRole('link', { name: 'договор.pdf' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'акт.pdf' })).toBeVisible()

    // A file downloads under its own name through GET /api/files/{id}.
    const download = page.waitForEvent('download')
    await posted.getByRole('link', { name: 'снимок.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('снимок.pdf')

    // Its stored bytes lost (the storage key points nowhere now): the download says why instead of doing nothing.
    const href = await page.getByRole('link', { name: 'акт.pdf' }).getAttribute('href')
    const lostId = href!.split('/').at(-1)!
    await db.db.update(files).set({ storageKey: 'application/lost' }).where(eq(files.id, lostId))
    await page.getByRole('link', { name: 'акт.pdf' }).click()
    await expect(page.getByText('Не удалось скачать файл «акт.pdf»')).toBeVisible()
    await expect(page.getByText('Файл не найден')).toBeVisible()

    // The status history: the one change so far, with its author.
    await page.getByRole('button', { name: 'История статусов' }).click()
    const history = page.getByRole('dialog', { name: 'История статусов' })
    const row = history.getByRole('row').nth(1)
    await expect(row).toContainText('Новая')
    await expect(row).toContainText('Тестов Тест Тестович')
    await expectNoSeriousA11yViolations(page)
    await history.getByRole('button', { name: 'Закрыть' }).click()

    // SPEC §7's test switch makes the history call fail: the popup says so in SPEC §2's words.
    await page.goto(`/orders/${order.id}?error=SdGeneralError`)
    await page.getByRole('button', { name: 'История статусов' }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'История статусов' })
        .getByText('При загрузке истории статуса возникла техническая ошибка'),
    ).toBeVisible()

    // An application brought over without its history (rows removed here) shows the empty text.
    await db.db.delete(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, order.id))
    await page.goto(`/orders/${order.id}`)
    await page.getByRole('button', { name: 'История статусов' }).click()
    await expect(
      page.getByRole('dialog', { name: 'История статусов' }).getByText('Истории изменений нет'),
    ).toBeVisible()
  })

  test('close needs a mark, reopen a reason; a refused action says why; archive', async ({ page, db, browser }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    const order = await fileApplicationAs(page, 'Нужна оценка')
    const operator = await operatorPage(browser, db)
    await takeAs(operator, order.id)
    await moveAs(operator, order.id, 'resolved', 'Исправлено')

    await page.goto(`/orders/${order.id}`)
    await expect(page.getByText('Выполнена', { exact: true })).toBeVisible()
    await expect(page.getByText('Операторова Ольга').first()).toBeVisible()
    await page.getByRole('button', { name: 'Закрыть заявку' }).click()
    const close = page.getByRole('dialog', { name: 'Закрыть заявку' })
    const submit = close.getByRole('button', { name: 'Закрыть заявку' })
    await expect(submit).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
    await close.getByRole('radio', { name: 'Оценка 5' }).check()
    const closing = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes(`/applications/${order.id}/close`),
    )
    await submit.click()
    expect(new URL((await closing).url()).searchParams.get('mark')).toBe('5')
    await expect(close).toBeHidden()
    await expect(page.getByText('Закрыта', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Возобновить' }).click()
    const reopen = page.getByRole('dialog', { name: 'Возобновить заявку' })
    await expect(reopen.getByRole('button', { name: 'Возобновить' })).toBeDisabled()
    await reopen.getByLabel('Причина возобновления').fill('   ')
    await expect(reopen.getByRole('button', { name: 'Возобновить' })).toBeDisabled()
    await reopen.getByLabel('Причина возобновления').fill('Ошибка снова появилась')
    const reopening = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/applications/${order.id}/reopen`),
    )
    await reopen.getByRole('button', { name: 'Возобновить' }).click()
    expect((await reopening).postDataJSON()).toEqual({ reason: 'Ошибка снова появилась' })
    await expect(page.getByText('Возобновлена', { exact: true })).toBeVisible()
    await expect(page.getByText('Причина возобновления: Ошибка снова появилась')).toBeVisible()

    // The desk resolves it again; the user closes it elsewhere (another tab) while this page still offers closing.
    await takeAs(operator, order.id)
    await moveAs(operator, order.id, 'resolved')
    await page.reload()
    await expect(page.getByText('Выполнена', { exact: true })).toBeVisible()
    await closeAs(page, order.id, 4)
    await page.getByRole('button', { name: 'Закрыть заявку' }).click()
    await close.getByRole('radio', { name: 'Оценка 3' }).check()
    await close.getByRole('button', { name: 'Закрыть заявку' }).click()
    await expect(close.getByRole('alert')).toContainText('Действие недоступно в текущем статусе')
    await close.getByRole('button', { name: 'Отмена' }).click()
    // The page has reloaded the order: closed, so closing is no longer offered and archiving is.
    await expect(page.getByText('Закрыта', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Закрыть заявку' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Перенести в архив' }).click()
    const archive = page.getByRole('dialog', { name: 'Перенести заявку в архив?' })
    await archive.getByRole('button', { name: 'Перенести в архив' }).click()
    await expect(page.getByText('В архиве', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Возобновить' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'История статусов' })).toBeVisible()
    await operator.context().close()
  })

  test("another user's order and a made-up id read as not found", async ({ page, db, browser }) => {
    const owner = await freshUser(db)
    const ownerPage = await (await browser.newContext()).newPage()
    await signIn(ownerPage, owner.user.email, owner.password)
    const order = await fileApplicationAs(ownerPage, 'Чужая заявка')
    await ownerPage.context().close()

    const stranger = await freshUser(db)
    await signIn(page, stranger.user.email, stranger.password)
    await page.goto(`/orders/${order.id}`)
    await expect(page.getByRole('heading', { name: 'Заявка не найдена' })).toBeVisible()
    await expect(page.getByText('Чужая заявка')).toHaveCount(0)
    await page.goto('/orders/not-an-id')
    await expect(page.getByRole('heading', { name: 'Заявка не найдена' })).toBeVisible()
  })
})
