import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'

const SECTIONS = [
  'Состояния загрузки',
  'Кнопки',
  'Постраничная навигация',
  'Поля ввода',
  'Сортировка и меню действий',
  'Модальные окна и уведомления',
  'Загрузка файлов',
  'Иконки файлов',
  'Даты',
  'Статусы и подсказки',
  'Слайдер с кнопками',
]

test.describe('UI kit page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ui-kit')
    await expect(page.getByRole('heading', { level: 1, name: 'UI-кит портала' })).toBeVisible()
  })

  test('opens without signing in and shows every section with no serious accessibility problems', async ({ page }) => {
    // The axe scan of this long page takes a while on a busy machine.
    test.slow()
    await expect(page).toHaveURL(/\/ui-kit$/)
    for (const title of SECTIONS) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const states = page.getByTestId('kit-states')
    await expect(states.getByText('Информация загружается...')).toBeVisible()
    await expect(states.getByText('Записей не найдено')).toBeVisible()
    await expect(states.getByText('При загрузке раздела возникла техническая ошибка')).toBeVisible()
    await states.getByRole('button', { name: 'Повторить попытку' }).first().click()
    await expect(states.getByText('Повторных попыток: 1')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('adds files by drop and by the file chooser, and refuses too many or a wrong format', async ({ page }) => {
    const section = page.getByTestId('kit-files')
    const zone = section.getByTestId('file-drop-zone').first()
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['%PDF-1.4'], 'Заключение.pdf', { type: 'application/pdf' }))
      return transfer
    })
    await zone.dispatchEvent('drop', { dataTransfer })
    const list = section.getByRole('list', { name: 'Выбранные файлы' })
    await expect(list.getByText('Заключение.pdf')).toBeVisible()
    await expect(list.locator('[data-file-kind="pdf"]')).toBeVisible()

    const chooser = page.waitForEvent('filechooser')
    await zone.click()
    await (
      await chooser
    ).setFiles([
      { name: 'Смета.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
      { name: 'Письмо.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    ])
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.locator('[data-file-kind="spreadsheet"]')).toBeVisible()
    await expect(list.locator('[data-file-kind="word"]')).toBeVisible()

    const more = page.waitForEvent('filechooser')
    await zone.click()
    await (await more).setFiles({ name: 'Лишний.pdf', mimeType: 'application/pdf', buffer: Buffer.from('x') })
    await expect(section.getByText('превышен допустимый лимит по количеству загружаемых файлов')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(3)

    const photo = page.waitForEvent('filechooser')
    await section.getByRole('button', { name: 'Выбрать фото' }).click()
    await (await photo).setFiles({ name: 'avatar.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await expect(section.getByText('недопустимый формат файла')).toBeVisible()
  })

  test('sort menu offers reset only when enabled and scrolls once it reaches 210 px', async ({ page }) => {
    const section = page.getByTestId('kit-menus')
    await section.getByRole('button', { name: 'Сортировка: ФИО' }).click()
    await expect(page.getByRole('menuitem')).toHaveText([
      'Сортировать по возрастанию',
      'Сортировать по убыванию',
      'Сортировать по умолчанию',
    ])
    const shortMenu = page.getByRole('menu')
    expect(await shortMenu.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(false)
    await page.getByRole('menuitem', { name: 'Сортировать по убыванию' }).click()
    await expect(section.getByText('Направление сортировки: Desc')).toBeVisible()

    await section.getByRole('switch', { name: 'Разрешить сброс сортировки' }).uncheck()
    await section.getByRole('button', { name: 'Сортировка: ФИО' }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['Сортировать по возрастанию', 'Сортировать по убыванию'])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()

    await section.getByRole('button', { name: 'Сортировка и фильтр: Статус' }).click()
    const longMenu = page.getByRole('menu')
    await expect(longMenu).toBeVisible()
    const box = await longMenu.evaluate((el) => ({
      client: el.clientHeight,
      offset: (el as HTMLElement).offsetHeight,
      scroll: el.scrollHeight,
      overflow: getComputedStyle(el).overflowY,
    }))
    expect(box.offset).toBe(210)
    expect(box.scroll).toBeGreaterThan(box.client)
    expect(box.overflow).toBe('auto')
  })

  test('action menu runs enabled items, blocks disabled ones and closes on an outside click', async ({ page }) => {
    const section = page.getByTestId('kit-menus')
    const trigger = section.getByRole('button', { name: 'Действия с сотрудником' })
    await trigger.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Недоступное действие' })).toBeDisabled()
    const red = await menu.getByRole('menuitem', { name: 'Исключить' }).evaluate((el) => getComputedStyle(el).color)
    expect(red).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(menu).toBeHidden()

    await trigger.click()
    await page.getByRole('menuitem', { name: 'Принять' }).click()
    await expect(section.getByText('Последнее действие: Принять')).toBeVisible()
    await expect(page.getByRole('menu')).toBeHidden()

    // The close signal shuts an open menu without any click.
    await section.getByRole('button', { name: 'Закрыть меню через 2 секунды' }).click()
    await trigger.click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('menu')).toBeHidden({ timeout: 5000 })
  })

  test('slider plus stops at the maximum and minus at the minimum', async ({ page }) => {
    const section = page.getByTestId('kit-slider')
    const plus = section.getByRole('button', { name: 'Масштаб: увеличить' })
    await plus.click()
    await expect(section.getByText('Масштаб: 1,4')).toBeVisible()
    for (let i = 0; i < 8; i++) await plus.click()
    await expect(section.getByText('Масштаб: 3,0')).toBeVisible()
    await expect(plus).toBeDisabled()
    const minus = section.getByRole('button', { name: 'Масштаб: уменьшить' })
    for (let i = 0; i < 10; i++) await minus.click()
    await expect(section.getByText('Масштаб: 1,0')).toBeVisible()
    await expect(minus).toBeDisabled()
  })

  test('phone mask formats the number and Save waits for a valid one', async ({ page }) => {
    const section = page.getByTestId('kit-inputs')
    const phone = section.getByLabel('Номер телефона')
    const save = section.getByRole('button', { name: 'Сохранить телефон' })
    await phone.pressSequentially('9161234567')
    await expect(phone).toHaveValue('+7 (916) 123-45-67')
    await expect(save).toBeEnabled()
    await phone.fill('')
    await expect(section.getByText('Обязательное поле')).toBeVisible()
    await expect(save).toBeDisabled()
    await phone.pressSequentially('5161234567')
    await expect(section.getByText('Номер телефона указан в неверном формате')).toBeVisible()
    await expect(save).toBeDisabled()
  })

  test('phone: a leading 8 or 7 of eleven digits is the country code, a first 7 of ten digits is not', async ({
    page,
  }) => {
    const phone = page.getByTestId('kit-inputs').getByLabel('Номер телефона')
    await phone.pressSequentially('89161234567')
    await expect(phone).toHaveValue('+7 (916) 123-45-67')
    await phone.fill('')
    await phone.pressSequentially('7011234567')
    await expect(phone).toHaveValue('+7 (701) 123-45-67')
    // An edit in the middle keeps the caret where it was typed.
    await phone.press('Home')
    for (let i = 0; i < '+7 (70'.length; i += 1) await phone.press('ArrowRight')
    await phone.press('Backspace')
    await phone.pressSequentially('9')
    await expect(phone).toHaveValue('+7 (791) 123-45-67')
    await phone.fill('')
    // A paste arrives as one input event.
    await phone.evaluate((el: HTMLInputElement) => el.focus())
    await page.keyboard.insertText('8 (916) 123-45-67')
    await expect(phone).toHaveValue('+7 (916) 123-45-67')
  })

  test('grouped select shows group headings and sets the chosen value', async ({ page }) => {
    const section = page.getByTestId('kit-inputs')
    await section.getByRole('combobox', { name: 'Роль' }).click()
    const listbox = page.getByRole('listbox')
    await expect(listbox.getByText('Роли в организации')).toBeVisible()
    await expect(listbox.getByText('Роли на портале')).toBeVisible()
    await listbox.getByRole('option', { name: 'Администратор организации' }).click()
    await expect(section.getByText('Выбранное значение: Admin')).toBeVisible()
  })

  test('text input says when over its maximum length, counts a mask by its typed characters, and dates use the mask and the year list', async ({
    page,
  }) => {
    const inputs = page.getByTestId('kit-inputs')
    const code = inputs.getByLabel('Код (маска 00-000, не более 5 символов)')
    await code.pressSequentially('12a345')
    // Five typed characters fill the mask 00-000: the separator does not count.
    await expect(code).toHaveValue('12-345')
    await expect(inputs.getByText('Превышено количество символов')).toHaveCount(0)
    await expect(inputs.getByRole('button', { name: 'Очистить поле' })).toBeVisible()
    await inputs.getByRole('button', { name: 'Очистить поле' }).click()
    await expect(code).toHaveValue('')
    const subject = inputs.getByLabel('Тема (не более 20 символов)')
    await subject.fill('Т'.repeat(21))
    await expect(inputs.getByText('Превышено количество символов')).toBeVisible()
    await expect(subject).toHaveValue('Т'.repeat(21))

    const dates = page.getByTestId('kit-dates')
    const date = dates.getByLabel('Дата', { exact: true })
    await date.pressSequentially('01022026')
    await expect(date).toHaveValue('01.02.2026')
    await dates.getByRole('button', { name: 'Открыть календарь' }).first().click()
    const year = new Date().getFullYear()
    const years = await page.getByRole('combobox', { name: 'Год' }).locator('option').allTextContents()
    expect(years[0]).toBe(String(year - 10))
    expect(years.at(-1)).toBe(String(year + 2))
    const calendar = page.getByRole('dialog', { name: 'Открыть календарь' })
    await expect(calendar.getByRole('columnheader').first()).toHaveText('Пн')
    await expect(calendar.getByRole('columnheader').last()).toHaveText('Вс')
    await page.keyboard.press('Escape')

    const from = dates.getByLabel('Период: с')
    await from.pressSequentially('10.02.2026')
    await dates.getByLabel('Период: по').pressSequentially('01.02.2026')
    await dates.getByLabel('Период: по').blur()
    await expect(
      dates.getByText('Поля должны содержать две даты, первая дата должна быть не больше второй'),
    ).toBeVisible()
  })
})
