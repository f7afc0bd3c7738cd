import { buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { labelledLinkIn, pdf } from '../support/applications'
import { fillTheRest, landedApplication, startFromArticle } from '../support/create-order-form'
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { currentAgreementId, freshUser, signIn } from '../support/shell'
import { E2E_BASE_URL } from '../support/env'

test.describe('the life cycle of an application', () => {
  // Two users in two browsers, a dozen pages and an e-mail: more time than the default on a busy machine.
  test.describe.configure({ timeout: 240_000 })

  test('filed → taken → a question → the answer with a file → resolved → closed from the e-mail → reopened', async ({
    page,
    db,
    browser,
  }) => {
    // The applicant files it from the article that did not help, through the create-order form.
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    await startFromArticle(page)
    await fillTheRest(page, 'Не формируется выписка')
    await page.getByRole('button', { name: 'Отправить заявку' }).click()
    const order = await landedApplication(page)
    expect(order.subject).toBe('Не формируется выписка')
    // The console is the operators' only: for a Regular user it does not exist.
    await page.goto('/service-desk')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()

    // The operator finds it in the queue of applications nobody took yet.
    const admin = await buildUser(db, {
      role: 'Admin',
      acceptedAgreementId: await currentAgreementId(db),
      surname: 'Диспетчерова',
      name: 'Дарья',
      patronymic: null,
    })
    const desk = await (await browser.newContext()).newPage()
    await signIn(desk, admin.email, TEST_PASSWORD)
    await desk.getByRole('button', { name: 'Профиль' }).click()
    await desk.getByRole('menuitem', { name: 'Служба поддержки' }).click()
    await expect(desk.getByRole('heading', { level: 1, name: 'Служба поддержки' })).toBeVisible()
    await desk.getByText('Не взятые в работу').click()
    await desk.getByLabel('Номер').fill(String(order.number))
    await desk.getByRole('button', { name: 'Найти' }).click()
    await expect(desk).toHaveURL(/queue=unassigned/)
    const queue = desk.getByRole('table', { name: 'Очередь заявок' })
    await expect(queue.getByRole('row')).toHaveCount(2)
    await expect(queue).toContainText('Новая')
    await expect(queue).toContainText('Не назначен')
    await expectNoSeriousA11yViolations(desk)
    await queue.getByRole('link', { name: 'Не формируется выписка' }).click()

    // Takes it: in work, assigned to the operator.
    await expect(desk.getByRole('heading', { level: 1, name: `Заявка №${order.number}` })).toBeVisible()
    await desk.getByRole('button', { name: 'Взять в работу' }).click()
    await expect(desk.getByText('В работе', { exact: true })).toBeVisible()
    await expect(desk.getByText('Диспетчерова Дарья')).toBeVisible()
    await expect(desk.getByRole('button', { name: 'Взять в работу' })).toHaveCount(0)

    // Asks a question: the status «waiting» with a comment; only the workflow's next statuses are offered.
    await desk.getByRole('button', { name: 'Изменить статус' }).click()
    const move = desk.getByRole('dialog', { name: 'Изменить статус' })
    await expect(move.getByRole('button', { name: 'Изменить статус' })).toBeDisabled()
    await move.getByRole('combobox', { name: 'Новый статус' }).click()
    await expect(desk.getByRole('option')).toHaveText([
      'Ожидает уточнений у пользователя',
      'На согласовании',
      'Отложена',
      'Выполнена',
    ])
    await desk.getByRole('option', { name: 'Ожидает уточнений у пользователя' }).click()
    await move.getByLabel('Комментарий для заявителя').fill('Пришлите, пожалуйста, снимок экрана')
    await expectNoSeriousA11yViolations(desk)
    await move.getByRole('button', { name: 'Изменить статус' }).click()
    await expect(move).toBeHidden()
    await expect(desk.getByText('Ожидает уточнений у пользователя', { exact: true })).toBeVisible()

    // The applicant sees the question and answers with a file: the application goes back in work.
    await page.goto(`/orders/${order.id}`)
    await expect(page.getByText('Ожидает уточнений у пользователя', { exact: true })).toBeVisible()
    await expect(page.getByText('Есть новое')).toBeVisible()
    const question = page.getByTestId('order-comment').filter({ hasText: 'Пришлите, пожалуйста, снимок экрана' })
    await expect(question).toContainText('Служба поддержки')
    await page.getByRole('button', { name: 'Добавить комментарий' }).click()
    const comment = page.getByRole('dialog', { name: 'Добавить комментарий' })
    await comment.getByLabel('Комментарий').fill('Снимок во вложении')
    await comment.locator('input[type="file"]').setInputFiles(pdf('выписка-ошибка.pdf'))
    await comment.getByRole('button', { name: 'Отправить' }).click()
    await expect(comment).toBeHidden()
    await expect(page.getByText('В работе', { exact: true })).toBeVisible()

    // The operator sees the answer and its file, replies with a file and resolves.
    await desk.reload()
    const answer = desk.getByTestId('order-comment').filter({ hasText: 'Снимок во вложении' })
    const download = desk.waitForEvent('download')
    await answer.getByRole('link', { name: 'выписка-ошибка.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('выписка-ошибка.pdf')
    await desk.getByRole('button', { name: 'Ответить' }).click()
    const reply = desk.getByRole('dialog', { name: 'Ответ заявителю' })
    await reply.getByLabel('Комментарий').fill('Исправили формирование выписки, инструкция во вложении')
    await reply.locator('input[type="file"]').setInputFiles(pdf('инструкция.pdf'))
    await reply.getByRole('button', { name: 'Отправить' }).click()
    await expect(desk.getByText('Ответ отправлен заявителю')).toBeVisible()
    await desk.getByRole('button', { name: 'Изменить статус' }).click()
    await move.getByRole('combobox', { name: 'Новый статус' }).click()
    await desk.getByRole('option', { name: 'Выполнена' }).click()
    await move.getByRole('button', { name: 'Изменить статус' }).click()
    await expect(desk.getByText('Выполнена', { exact: true })).toBeVisible()

    // Every change is in the history, with who made it.
    await desk.getByRole('button', { name: 'История статусов' }).click()
    const history = desk.getByRole('dialog', { name: 'История статусов' })
    const rows = history.getByRole('row')
    await expect(rows).toHaveCount(6)
    await expect(rows.nth(1)).toContainText('Новая')
    await expect(rows.nth(1)).toContainText('Тестов Тест Тестович')
    await expect(rows.nth(2)).toContainText('В работе')
    await expect(rows.nth(2)).toContainText('Диспетчерова Дарья')
    await expect(rows.nth(3)).toContainText('Ожидает уточнений у пользователя')
    await expect(rows.nth(4)).toContainText('Тестов Тест Тестович')
    await expect(rows.nth(5)).toContainText('Выполнена')
    await expect(rows.nth(5)).toContainText('Диспетчерова Дарья')
    await desk.context().close()

    // The e-mail about the resolution carries one-click links; «close with 4» works signed out, once.
    const mail = await waitForMail(user.email, `Заявка №${order.number}: статус «Выполнена»`)
    const link = labelledLinkIn(mail.text, 'Закрыть с оценкой 4')
    expect(link.startsWith(`${E2E_BASE_URL}/email/action?token=`)).toBe(true)
    const outside = await (await browser.newContext()).newPage()
    await outside.goto(link.slice(E2E_BASE_URL.length))
    await expect(outside.getByRole('heading', { name: 'Закрытие заявки' })).toBeVisible()
    await expect(
      outside.getByText(`Заявка №${order.number} «Не формируется выписка», текущий статус: «Выполнена».`),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(outside)
    await outside.getByRole('button', { name: 'Закрыть заявку с оценкой 4' }).click()
    await expect(outside.getByRole('heading', { name: `Заявка №${order.number} закрыта` })).toBeVisible()
    await expect(outside.getByText('Текущий статус: «Закрыта».')).toBeVisible()
    // Its sibling «reopen» link of the same e-mail died with it.
    await outside.goto(labelledLinkIn(mail.text, 'Возобновить заявку').slice(E2E_BASE_URL.length))
    await expect(outside.getByRole('heading', { name: 'Ссылка уже использована' })).toBeVisible()
    await outside.goto('/email/action?token=made-up-token-value')
    await expect(outside.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible()
    await outside.context().close()

    // The applicant sees it closed with the mark, and reopens it with a reason.
    await page.goto(`/orders/${order.id}`)
    await expect(page.getByText('Закрыта', { exact: true })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible()
    await expect(
      page.getByTestId('order-comment').filter({ hasText: 'Исправили формирование выписки' }).getByRole('link', {
        name: 'инструкция.pdf',
      }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Возобновить' }).click()
    const reopen = page.getByRole('dialog', { name: 'Возобновить заявку' })
    await reopen.getByLabel('Причина возобновления').fill('Выписка снова пустая')
    await reopen.getByRole('button', { name: 'Возобновить' }).click()
    await expect(page.getByText('Возобновлена', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'История статусов' }).click()
    const last = page.getByRole('dialog', { name: 'История статусов' }).getByRole('row').last()
    await expect(last).toContainText('Возобновлена')
    await expect(last).toContainText('Тестов Тест Тестович')
  })
})
