import path from 'node:path'
import { linkIn, readOutboxMails, type ParsedMail } from '../../apps/server/test/mail-files'
import { E2E_BASE_URL, E2E_DATA_DIR } from './env'
import { expect } from './fixtures'

const OUTBOX = path.join(E2E_DATA_DIR, 'mail-outbox')

/** Waits for the server's mail port to write a message to the address into DATA_DIR/mail-outbox, as .eml. */
export async function waitForMail(to: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        const mails = await readOutboxMails(OUTBOX)
        found = mails.reverse().find((m) => m.to.includes(to) && m.subject === subject)
        return Boolean(found)
      },
      { timeout: 20_000, intervals: [200, 500, 1000] },
    )
    .toBe(true)
  return found!
}

/** The link into the portal a message carries, as a path the test can open. */
export function portalLinkIn(mail: ParsedMail) {
  const link = linkIn(mail, E2E_BASE_URL)
  expect(link, 'a link into the portal').not.toBeNull()
  return link!.slice(E2E_BASE_URL.length)
}
