import { randomUUID } from 'node:crypto'
import { PortalSession, sleep } from './portal-session'
import type { RequestLog } from './request-log'

export const DEMO_PASSWORD = 'Demo-2026'
/** Demo accounts that can file applications at once (`pending@` must accept the agreement first). */
const CANDIDATE_ACCOUNTS = [
  'employee@example.com',
  'orgadmin@example.com',
  'expertadmin@example.com',
  'individual@example.com',
  'newcomer@example.com',
  'founder@example.com',
]
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

export interface Account {
  login: string
  /** Works in an organization, so the orders page also lists the organization's applications. */
  inOrganization: boolean
}

/** What the mix needs from the demo data: who signs in, where applications go, what is read and searched. */
export interface MixData {
  accounts: Account[]
  /** Candidates that could not work, with why (`founder@…: own applications HTTP 403 …`). */
  skipped: string[]
  filing: { systemUuid: string; serviceUuid: string; applicationType: string; warranty: string; impact: string }
  articles: Array<{ articleUuid: string; systemUuid: string; serviceUuid: string }>
  words: string[]
}

/** Every acknowledged write, to be looked for afterwards: none may be lost. */
export interface WriteLedger {
  /** Filed applications, and whether the upload of their file was acknowledged too. */
  applications: Array<{ id: string; login: string; withFile: boolean }>
  comments: Array<{ applicationId: string; text: string; login: string }>
}

/** Reads the demo data through the API as a user would, and checks each candidate account can work. */
export async function discoverMix(base: string, log: RequestLog): Promise<MixData> {
  const accounts: Account[] = []
  const skipped: string[] = []
  let probe: PortalSession | null = null
  for (const login of CANDIDATE_ACCOUNTS) {
    const session = new PortalSession(base, log)
    const signedIn = await session.call('sign in', '/api/login', { json: { login, password: DEMO_PASSWORD } })
    const list = () => session.call('own applications', '/api/applications/get-applications', { json: {} })
    let works = signedIn !== null && (await list()) !== null
    if (signedIn && !works && signedIn.body.agreementId) {
      // A demo account yet to accept the user agreement: accepted once, as its owner would at the first sign-in.
      works = (await session.call('accept agreement', `/api/login/agree/${signedIn.body.agreementId}`)) !== null
      works &&= (await list()) !== null
    }
    if (!works) {
      const last = log.records.at(-1)
      skipped.push(`${login}: ${last?.name} ${last?.failure}`)
      continue
    }
    const organization = await session.call('setup', '/api/organization/applications/find', { json: {} })
    accounts.push({ login, inOrganization: organization !== null })
    probe ??= session
  }
  if (!probe) throw new Error('no demo account could sign in and list its applications')
  const get = async (pathname: string) => {
    const answer = await probe.call('setup', pathname)
    if (!answer) throw new Error(`setup: ${pathname} failed`)
    return answer.body
  }
  const systems: Array<{ uuid: string }> = await get('/api/systems')
  let filing: MixData['filing'] | null = null
  for (const system of systems) {
    const services: Array<{ uuid: string }> = await get(`/api/services?systemUuid=${system.uuid}`)
    for (const service of services) {
      const types: Array<{ fullyQualifiedName: string }> = await get(`/api/services/${service.uuid}/applicationTypes`)
      if (!types.length) continue
      const [warranty] = await get('/api/warranties')
      const [impact] = await get('/api/impacts')
      filing = {
        systemUuid: system.uuid,
        serviceUuid: service.uuid,
        applicationType: types[0].fullyQualifiedName,
        warranty: warranty.value,
        impact: impact.value,
      }
      break
    }
    if (filing) break
  }
  if (!filing) throw new Error('setup: no service with application types')
  const popular: Array<{ uuid: string; title: string; system: { uuid: string }; service: { uuid: string } }> =
    await get('/api/articles/popular?limit=50')
  const articles = popular.map((a) => ({ articleUuid: a.uuid, systemUuid: a.system.uuid, serviceUuid: a.service.uuid }))
  if (!articles.length) throw new Error('setup: no articles')
  const words = [
    ...new Set(popular.flatMap((a) => a.title.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length > 4)),
  ].slice(0, 40)
  return { accounts, skipped, filing, articles, words: words.length ? words : ['заявление'] }
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]

/**
 * One person using the portal: signs in, then visits (the knowledge base, a search, an article, the orders lists, a
 * new application with a file, its page and a comment), thinking between pages, with the bell's unread alerts on
 * every page and the alert stream open all along; after `visitsPerSession` visits signs out and in again.
 */
export class VirtualUser {
  private readonly stopping = new AbortController()
  private readonly session: PortalSession

  constructor(
    private readonly base: string,
    private readonly account: Account,
    private readonly data: MixData,
    private readonly log: RequestLog,
    private readonly ledger: WriteLedger,
    private readonly options: { thinkMs: number; visitsPerSession: number; startDelayMs: number },
  ) {
    this.session = new PortalSession(base, log)
  }

  get streamDrops() {
    return this.session.streamDrops
  }

  stop() {
    this.stopping.abort()
    this.session.closeStream()
  }

  private get stopped() {
    return this.stopping.signal.aborted
  }

  /** A person's pause between pages: the mean think time, half to one and a half of it. */
  private think() {
    return sleep(this.options.thinkMs * (0.5 + Math.random()), this.stopping.signal)
  }

  async run() {
    await sleep(this.options.startDelayMs, this.stopping.signal)
    while (!this.stopped) {
      if (!(await this.signIn())) {
        await this.think()
        continue
      }
      for (let visit = 0; visit < this.options.visitsPerSession && !this.stopped; visit++) await this.visit()
      if (this.stopped) break
      this.session.closeStream()
      await this.session.call('sign out', '/api/login', { method: 'DELETE' })
      await this.think()
    }
    this.session.closeStream()
  }

  private async signIn() {
    const signedIn = await this.session.call('sign in', '/api/login', {
      json: { login: this.account.login, password: DEMO_PASSWORD },
    })
    if (!signedIn) return false
    await Promise.all([this.session.call('user info', '/api/user/info'), this.bell()])
    this.session.openStream()
    return true
  }

  private bell() {
    return this.session.call('unread alerts', '/api/user/alerts/unread')
  }

  private async visit() {
    const s = this.session
    const steps: Array<() => Promise<unknown>> = [
      () =>
        Promise.all([
          s.call('kb systems', '/api/systems/knowledge-base'),
          s.call('kb popular', '/api/articles/popular'),
          s.call('kb important', '/api/articles/important-info'),
          s.call('kb last modified', '/api/articles/last-modified'),
          this.bell(),
        ]),
      () =>
        Promise.all([
          s.call('search', '/api/search', {
            json: { text: pick(this.data.words), whereToSearch: 'knowledge', page: 1, itemsPerPage: 10 },
          }),
          this.bell(),
        ]),
      () => {
        const a = pick(this.data.articles)
        const query = `articleUuid=${a.articleUuid}&systemUuid=${a.systemUuid}&serviceUuid=${a.serviceUuid}`
        return Promise.all([s.call('article', `/api/articles?${query}`), this.bell()])
      },
      () =>
        Promise.all([
          s.call('own applications', '/api/applications/get-applications', { json: { page: 1, itemsPerPage: 10 } }),
          this.account.inOrganization
            ? s.call('organization applications', '/api/organization/applications/find', {
                json: { page: 1, itemsPerPage: 10 },
              })
            : null,
          this.bell(),
        ]),
      () => this.fileApplicationAndComment(),
    ]
    for (const step of steps) {
      if (this.stopped) return
      await step()
      await this.think()
    }
  }

  /** The create form (its dictionaries), the filing with a file, the application's page, then a comment on it. */
  private async fileApplicationAndComment() {
    const s = this.session
    const f = this.data.filing
    await Promise.all([
      s.call('form dictionaries', '/api/systems'),
      s.call('form dictionaries', `/api/services?systemUuid=${f.systemUuid}`),
      s.call('form dictionaries', `/api/services/${f.serviceUuid}/applicationTypes`),
      s.call('form dictionaries', '/api/warranties'),
      s.call('form dictionaries', '/api/impacts'),
      this.bell(),
    ])
    await this.think()
    if (this.stopped) return
    // As the web app does: the application as JSON, then its file (multipart) on the application just filed.
    const { systemUuid, serviceUuid, applicationType, warranty, impact } = f
    const created = await s.call('create application', '/api/applications', {
      json: {
        systemUuid,
        serviceUuid,
        applicationType,
        warranty,
        impact,
        subject: 'Не загружается документ',
        text: 'Прикладываю скан.',
      },
    })
    const id: string | undefined = created?.body?.id
    if (!id) return
    const filed = { id, login: this.account.login, withFile: false }
    this.ledger.applications.push(filed)
    const files = new FormData()
    files.append('files[]', new Blob([PDF], { type: 'application/pdf' }), 'скан.pdf')
    if (await s.call('add file', `/api/applications/${id}/addfiles`, { method: 'PUT', form: files }))
      filed.withFile = true
    await Promise.all([s.call('application', `/api/applications/${id}`), this.bell()])
    await this.think()
    if (this.stopped) return
    const text = `Комментарий ${randomUUID()}`
    const comment = new FormData()
    comment.append('text', text)
    if (await s.call('comment', `/api/applications/${id}/comment`, { form: comment })) {
      this.ledger.comments.push({ applicationId: id, text, login: this.account.login })
    }
  }
}

/** The virtual users of a run; grows and shrinks between the levels of a ramp. */
export class VirtualUserPool {
  private readonly users: Array<{ user: VirtualUser; done: Promise<void> }> = []
  readonly ledger: WriteLedger = { applications: [], comments: [] }
  private next = 0

  constructor(
    private readonly base: string,
    private readonly data: MixData,
    private readonly log: RequestLog,
    private readonly options: { thinkMs: number; visitsPerSession: number },
  ) {}

  get size() {
    return this.users.length
  }

  get streamDrops() {
    return this.users.reduce((sum, u) => sum + u.user.streamDrops, 0)
  }

  /** Adds users arriving spread over `arrivalMs` (so their sign-ins do not all land at once), or stops some. */
  resize(count: number, arrivalMs: number) {
    while (this.users.length > count) this.users.pop()!.user.stop()
    while (this.users.length < count) {
      const account = this.data.accounts[this.next++ % this.data.accounts.length]
      const user = new VirtualUser(this.base, account, this.data, this.log, this.ledger, {
        ...this.options,
        startDelayMs: Math.random() * arrivalMs,
      })
      this.users.push({ user, done: user.run() })
    }
  }

  /** Stops every user and waits (at most `timeoutMs`) for the requests in flight. */
  async stopAll(timeoutMs = 15_000) {
    const running = this.users.splice(0)
    for (const u of running) u.user.stop()
    await Promise.race([Promise.all(running.map((u) => u.done)), sleep(timeoutMs)])
  }
}
