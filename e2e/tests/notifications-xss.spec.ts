import { alerts } from '../../apps/server/src/db/schema/index'
import { expect, demo, test } from '../support/fixtures'
import { createNotification, expireNotificationsSql } from '../support/notifications'
import { freshUser, signIn } from '../support/shell'

/** Each payload would call alert() or set window.xss if any of it ran. */
const PAYLOADS = [
  '<script>window.xss=1;alert(1)</script>',
  '<img src=x onerror="window.xss=1;alert(1)">',
  '<svg onload="alert(1)">',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">ссылка</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '<div style="background:url(javascript:alert(1))">фон</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">svg</text></a></svg>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>бегущая</marquee>',
  '<form action="javascript:alert(1)"><button>кнопка</button></form>',
  '<img src="x" onerror="&#97;lert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<b onmouseover=alert(1)>жирный</b>',
  '<span style="x:expression(alert(1))">выражение</span>',
  'javascript:alert(1)',
]

test('no notification or alert title or text runs script, whatever it holds', async ({ page, browser, db }) => {
  test.setTimeout(180_000)
  const { user, password } = await freshUser(db)
  const created: string[] = []
  const problems: string[] = []
  const watch = (p: typeof page) => {
    p.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    p.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  }
  watch(page)
  try {
    // Through the API: the server sanitizes the titles.
    await signIn(page, demo.admin)
    for (const [i, payload] of PAYLOADS.entries()) {
      const n = await createNotification(page, {
        title: `XSS ${i} ${payload}`,
        text: payload,
        publishImmediately: 'true',
      })
      created.push(n.id)
    }
    // Straight into the database, as if a title had slipped past the server: the browser sanitizes again.
    await db.db.insert(alerts).values(
      PAYLOADS.map((payload, i) => ({
        recipientUserId: user.id,
        title: `Сырой ${i} ${payload}`,
        text: payload,
        publicationAt: new Date(Date.now() - 1000),
      })),
    )

    await page.goto('/notifications?pageSize=100')
    await expect(page.getByTestId('notification-row').first()).toBeVisible()
    await page.goto(`/notification/${created[0]}`)
    await page.goto(`/edit-notification/${created[1]}`)
    await expect(page.getByLabel('Заголовок')).toBeVisible()

    const context = await browser.newContext()
    const userPage = await context.newPage()
    watch(userPage)
    await signIn(userPage, user.email, password)
    const popup = userPage.getByTestId('unread-alerts-popup')
    await expect(popup).toBeVisible()
    // Opened, the popup renders every unread title: the payloads get their chance there too.
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    await expect(popup.getByRole('link').first()).toBeVisible()
    await userPage.goto('/alerts?pageSize=100')
    await expect(userPage.getByTestId('alert-card')).not.toHaveCount(0)
    // Hovering and focusing give event-handler payloads their chance.
    for (const card of (await userPage.getByTestId('alert-card').all()).slice(0, 10)) await card.hover()
    const [raw] = await db.handle.pool
      .query<{ id: string }>(`select id from alerts where recipient_user_id = $1 order by publication_at limit 1`, [
        user.id,
      ])
      .then((r) => r.rows)
    await userPage.goto(`/alerts/${raw.id}`)
    await userPage.goto(`/notification/${created[4]}`)
    await expect(userPage.getByRole('heading').first()).toBeVisible()
    const flagged = await userPage.evaluate(() => (window as unknown as { xss?: number }).xss)
    expect(flagged).toBeUndefined()
    // No script, handler or javascript: URL reached the document.
    const dangerous = await userPage.evaluate(
      () => document.querySelectorAll('main script, main [onerror], main [onload], main a[href^="javascript"]').length,
    )
    expect(dangerous).toBe(0)
    await context.close()
    expect(problems).toEqual([])
  } finally {
    await db.handle.pool.query(expireNotificationsSql, [created])
  }
})
