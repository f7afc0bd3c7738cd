import { randomUUID } from 'node:crypto'
import { makeLoginToken } from '../../apps/server/test/login-tokens'
import { expect, test } from '../support/fixtures'
import { portalLinkIn, waitForMail } from '../support/mail'
import { freshUser } from '../support/shell'

/** The link an external system of the agency sends its user along, with a fresh signed token each time. */
const tokenLink = (claims: Record<string, unknown>, redirect?: string) =>
  `/api/login/token?token=${encodeURIComponent(makeLoginToken(claims))}` +
  (redirect ? `&redirect=${encodeURIComponent(redirect)}` : '')

test.describe('token login from an external system', () => {
  test('an address of a local account is confirmed by e-mail first (EmailSent, EmailNotConfirmed), then signs in', async ({
    page,
    db,
  }) => {
    const { user } = await freshUser(db)
    const claims = { sub: `ext-${randomUUID()}`, email: user.email }

    await page.goto(tokenLink(claims, '/knowledge-base'))
    await expect(page).toHaveURL(/\/token-login-error\?type=EmailSent$/)
    await expect(page.getByRole('heading', { name: 'Подтвердите адрес электронной почты' })).toBeVisible()
    await expect(page.getByText('Мы отправили письмо со ссылкой для подтверждения')).toBeVisible()
    await expect(page).toHaveTitle(/Подтвердите адрес электронной почты/)

    // Back again before following the link: no second e-mail, the page says the address is not confirmed yet.
    await page.goto(tokenLink(claims, '/knowledge-base'))
    await expect(page).toHaveURL(/\/token-login-error\?type=EmailNotConfirmed$/)
    await expect(page.getByRole('heading', { name: 'Адрес электронной почты не подтвержден' })).toBeVisible()
    await expect(page.getByText('Перейдите по ссылке из письма, которое мы отправили ранее')).toBeVisible()

    const mail = await waitForMail(user.email, 'Подтверждение адреса электронной почты')
    expect(mail.text).toContain('уже зарегистрирована учетная запись портала')
    await page.goto(portalLinkIn(mail))
    await expect(page).toHaveURL(/\/info\?type=tokenLoginConfirmed$/)
    await expect(page.getByRole('heading', { name: 'Адрес электронной почты подтвержден' })).toBeVisible()

    // Now the external system's link opens the portal as that account, on the page it asked for.
    await page.goto(tokenLink(claims, '/knowledge-base'))
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible()
    await expect(page.getByText('ООО «Своя»').first()).toBeVisible()
  })

  test('a new address the system does not vouch for gets EmailSent; an expired token TokenExpired', async ({
    page,
  }) => {
    const email = `token-newcomer-${randomUUID().slice(0, 8)}@example.test`
    await page.goto(tokenLink({ email }))
    await expect(page).toHaveURL(/\/token-login-error\?type=EmailSent$/)
    await expect(page.getByRole('heading', { name: 'Подтвердите адрес электронной почты' })).toBeVisible()
    const mail = await waitForMail(email, 'Подтверждение адреса электронной почты')
    expect(mail.text).toContain('Подтвердите адрес, чтобы создать учетную запись портала')

    const issued = Math.floor(Date.now() / 1000) - 600
    await page.goto(tokenLink({ email, iat: issued, exp: issued + 120 }))
    await expect(page).toHaveURL(/\/token-login-error\?type=TokenExpired$/)
    await expect(page.getByRole('heading', { name: 'Срок действия ссылки для входа истек' })).toBeVisible()
  })
})
