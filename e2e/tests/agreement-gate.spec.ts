import { sql } from 'drizzle-orm'
import { expect, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

test.describe('agreement gate', () => {
  test('a new agreement during the session: the next refused call brings up the terms dialog', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    await page.goto('/knowledge-base')
    const latest = page.getByRole('region', { name: 'Последние изменения' }).getByRole('link').first()
    await expect(latest).toBeVisible()
    const title = await latest.textContent()

    // An Admin uploads a new version (the same PDF will do): the server now refuses this user's data calls.
    const { rows } = await db.db.execute<{ id: string }>(sql`
      insert into user_agreements (name, file_id, uploaded_by)
      select 'Пользовательское соглашение (новая редакция)', file_id, uploaded_by
        from user_agreements order by created_at desc limit 1
      returning id`)
    try {
      const refused = page.waitForResponse((r) => r.url().includes('/api/articles?'))
      await latest.click()
      const answer = await refused
      expect(answer.status()).toBe(403)
      expect(await answer.json()).toMatchObject({ code: 'Forbidden', reason: 'AgreementNotAccepted' })

      const dialog = page.getByRole('dialog', { name: 'Пользовательское соглашение' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: /новая редакция.*PDF/ })).toHaveAttribute(
        'href',
        `/api/useragreement/file/${rows[0].id}`,
      )
      await dialog.getByRole('button', { name: 'Принимаю', exact: true }).click()
      await expect(dialog).toBeHidden()
      // Accepted: the article the user asked for shows.
      await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible()
    } finally {
      // The other tests expect the demo users' agreement to be the current one again.
      await db.db.execute(sql`delete from user_agreements where id = ${rows[0].id}`)
    }
  })
})
