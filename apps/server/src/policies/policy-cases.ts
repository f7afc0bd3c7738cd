import { expect } from 'vitest'
import type { PolicyAction, PolicyActor, SubjectOf } from '@psp/contracts'
import { addMember, buildOrganization, buildUser } from '../../test/factories'
import type { ApiClient, ApiResponse } from '../../test/api-client'
import type { TestApp } from '../../test/harness'
import { storeFile } from '../modules/files/files.service'
import { alerts } from '../db/schema/index'
import { nextInn } from '../../test/org-world'
import { recordEvents } from '../../test/report-factories'
import { buildPlace } from '../../test/kb-factories'
import { fileApplication } from '../../test/application-factories'

/*
 * One case per access rule, proving both sides: actors (and subjects) the rule allows and refuses, and a real HTTP
 * request it lets through beside one it refuses. The table is typed by every key of `policies`, so an area that adds
 * a rule cannot compile (nor pass policies.test.ts) until it adds the rule's case here.
 */

export interface HttpSides {
  allowed: ApiResponse
  refused: ApiResponse
  /** The status the refused side must answer: 403 for a signed-in user the rule refuses, 401 before any rule. */
  refusedStatus: 401 | 403 | 404
  /** The catalogue code of the refusal when it is a finer one (an application answers ApplicationNotFound). */
  refusedCode?: string
}

export interface PolicyCase<A extends PolicyAction> {
  allows: Array<{ actor: PolicyActor; subject?: SubjectOf<A> }>
  /** Empty only for rules that let every signed-in user in: then anonymous callers are the refused side (401). */
  refuses: Array<{ actor: PolicyActor; subject?: SubjectOf<A> }>
  http(t: TestApp): Promise<HttpSides>
}

const regular: PolicyActor = { userId: 'u-regular', role: 'Regular' }
const noRole: PolicyActor = { userId: 'u-none', role: null }
const admin: PolicyActor = { userId: 'u-admin', role: 'Admin' }

async function signedIn(t: TestApp, role: 'Regular' | 'Admin' = 'Regular'): Promise<ApiClient> {
  return t.signIn((await buildUser(t.ctx, { role })).email)
}

/** A request of the same call by a Regular user (refused) and by an Admin (allowed). */
async function adminVersusRegular(
  t: TestApp,
  send: (client: ApiClient) => Promise<ApiResponse>,
  refusedStatus: 403 | 404 = 403,
): Promise<HttpSides> {
  return { allowed: await send(await signedIn(t, 'Admin')), refused: await send(await signedIn(t)), refusedStatus }
}

/** A call for every signed-in user, and the same call by an anonymous caller. */
async function signedInVersusAnonymous(t: TestApp, path: string): Promise<HttpSides> {
  return { allowed: await (await signedIn(t)).get(path), refused: await t.client().get(path), refusedStatus: 401 }
}

export const policyCases: { [A in PolicyAction]: PolicyCase<A> } = {
  signedIn: {
    allows: [{ actor: regular }, { actor: noRole }, { actor: admin }],
    refuses: [],
    http: (t) => signedInVersusAnonymous(t, '/api/user/organizations'),
  },
  administer: {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    // Route-level access 'admin' asks this rule (platform/route-config.ts).
    http: (t) => adminVersusRegular(t, (c) => c.get('/api/search/reindex')),
  },
  regularArea: {
    allows: [{ actor: regular }, { actor: noRole }],
    refuses: [{ actor: admin }],
    async http(t) {
      const organization = await buildOrganization(t.ctx)
      const send = async (role: 'Regular' | 'Admin') => {
        const user = await buildUser(t.ctx, { role })
        await addMember(t.ctx, organization.id, user.id)
        return (await t.signIn(user.email)).post('/api/login/organization', { organizationId: organization.id })
      }
      return { allowed: await send('Regular'), refused: await send('Admin'), refusedStatus: 403 }
    },
  },
  'file.read': {
    allows: [
      { actor: regular, subject: { ownerUserId: regular.userId, readableByArea: false } },
      { actor: admin, subject: { ownerUserId: regular.userId, readableByArea: false } },
      { actor: regular, subject: { ownerUserId: null, readableByArea: true } },
    ],
    refuses: [
      { actor: regular, subject: { ownerUserId: admin.userId, readableByArea: false } },
      { actor: regular, subject: { ownerUserId: null, readableByArea: false } },
    ],
    async http(t) {
      const owner = await buildUser(t.ctx)
      const file = await storeFile(t.ctx, {
        name: 'private.txt',
        body: Buffer.from('private'),
        mimeType: 'text/plain',
        kind: 'policy-test-private',
        ownerUserId: owner.id,
      })
      const path = `/api/files/${file.id}`
      // Another user's file answers as missing: its existence is not disclosed.
      return {
        allowed: await (await t.signIn(owner.email)).get(path),
        refused: await (await signedIn(t)).get(path),
        refusedStatus: 404,
      }
    },
  },
  'knowledgeBase.read': {
    allows: [{ actor: regular }, { actor: noRole }, { actor: admin }],
    refuses: [],
    http: (t) => signedInVersusAnonymous(t, '/api/systems'),
  },
  'knowledgeBase.author': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) =>
      adminVersusRegular(t, (c) => c.post('/api/admin/knowledge-base/systems', { title: `Система ${Math.random()}` })),
  },
  'search.reindex': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }],
    http: (t) => adminVersusRegular(t, (c) => c.post('/api/search/reindex')),
  },
  'search.organization': {
    allows: [{ actor: regular, subject: { organizationId: 'o-1' } }],
    refuses: [{ actor: regular, subject: { organizationId: null } }],
    async http(t) {
      const organization = await buildOrganization(t.ctx)
      const member = await buildUser(t.ctx)
      await addMember(t.ctx, organization.id, member.id, { isDefault: true })
      const search = { text: 'договор', whereToSearch: 'organization' }
      return {
        allowed: await (await t.signIn(member.email)).post('/api/search', search),
        refused: await (await signedIn(t)).post('/api/search', search),
        refusedStatus: 403,
      }
    },
  },
  'accounts.manage': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) => adminVersusRegular(t, (c) => c.post('/api/users/search', { page: 1, itemsPerPage: 10 })),
  },
  'profile.edit': {
    allows: [{ actor: regular }, { actor: admin }],
    refuses: [],
    async http(t) {
      const phone = { phone: '+7 (999) 765-43-21' }
      return {
        allowed: await (await signedIn(t)).patch('/api/user/phone', phone),
        refused: await t.client().patch('/api/user/phone', phone),
        refusedStatus: 401,
      }
    },
  },
  'userDataChanges.read': {
    allows: [
      { actor: regular, subject: { userId: regular.userId } },
      { actor: admin, subject: { userId: regular.userId } },
    ],
    refuses: [{ actor: regular, subject: { userId: admin.userId } }],
    async http(t) {
      const other = await buildUser(t.ctx)
      return adminVersusRegular(t, (c) => c.get(`/api/userdatachange?userId=${other.id}`))
    },
  },
  'alerts.read': {
    allows: [{ actor: regular }, { actor: admin }],
    refuses: [],
    http: (t) => signedInVersusAnonymous(t, '/api/user/alerts/unread'),
  },
  'notifications.manage': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) => adminVersusRegular(t, (c) => c.get('/api/alerts?filter=notifications')),
  },
  'notifications.read': {
    allows: [
      { actor: regular, subject: { published: true } },
      { actor: admin, subject: { published: false } },
    ],
    refuses: [{ actor: regular, subject: { published: false } }],
    async http(t) {
      // A notification scheduled for later is not published yet.
      const [scheduled] = await t.ctx.db
        .insert(alerts)
        .values({
          title: 'Плановые работы',
          text: 'Скоро',
          publicationAt: new Date(Date.now() + 86_400_000),
          publishedAt: null,
        })
        .returning({ id: alerts.id })
      return adminVersusRegular(t, (c) => c.get(`/api/alerts/${scheduled.id}`))
    },
  },
  'agreements.manage': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) => adminVersusRegular(t, (c) => c.get('/api/useragreement/all')),
  },
  'application.create': {
    allows: [{ actor: regular }, { actor: admin }],
    refuses: [],
    async http(t) {
      const place = await buildPlace(t.ctx)
      return {
        allowed: { ...(await fileApplication(await signedIn(t), place)), status: 200 } as never,
        refused: await t.client().post('/api/applications', {}),
        refusedStatus: 401,
      }
    },
  },
  'application.read': {
    allows: [
      { actor: regular, subject: { authorId: regular.userId, organizationId: null, membership: null } },
      { actor: admin, subject: { authorId: regular.userId, organizationId: null, membership: null } },
      {
        actor: noRole,
        subject: { authorId: regular.userId, organizationId: 'o-1', membership: { role: 'Admin', status: 'Accepted' } },
      },
    ],
    refuses: [
      { actor: noRole, subject: { authorId: regular.userId, organizationId: null, membership: null } },
      {
        actor: noRole,
        subject: {
          authorId: regular.userId,
          organizationId: 'o-1',
          membership: { role: 'Employee', status: 'Accepted' },
        },
      },
    ],
    async http(t) {
      const place = await buildPlace(t.ctx)
      const created = await fileApplication(await signedIn(t), place)
      const sides = await adminVersusRegular(t, (c) => c.get(`/api/applications/${created.id}`), 404)
      return { ...sides, refusedCode: 'ApplicationNotFound' }
    },
  },
  'application.act': {
    allows: [{ actor: regular, subject: { authorId: regular.userId, organizationId: null, membership: null } }],
    refuses: [{ actor: admin, subject: { authorId: regular.userId, organizationId: null, membership: null } }],
    async http(t) {
      const place = await buildPlace(t.ctx)
      const author = await signedIn(t)
      const created = await fileApplication(author, place)
      const admin = await signedIn(t, 'Admin')
      return {
        allowed: await author.put(`/api/applications/${created.id}/close?mark=5`),
        refused: await admin.put(`/api/applications/${created.id}/close?mark=5`),
        refusedStatus: 403,
      }
    },
  },
  'application.listOrganization': {
    allows: [{ actor: regular, subject: { membership: { role: 'Employee', status: 'Accepted' } } }],
    refuses: [
      { actor: regular, subject: { membership: null } },
      { actor: regular, subject: { membership: { role: 'Admin', status: 'Created' } } },
    ],
    async http(t) {
      const organization = await buildOrganization(t.ctx)
      const member = await buildUser(t.ctx)
      await addMember(t.ctx, organization.id, member.id, { isDefault: true })
      const list = (c: ApiClient) => c.post('/api/organization/applications/find', {})
      return {
        allowed: await list(await t.signIn(member.email)),
        refused: await list(await signedIn(t)),
        refusedStatus: 403,
      }
    },
  },
  'application.listWholeOrganization': {
    allows: [{ actor: regular, subject: { membership: { role: 'Admin', status: 'Accepted' } } }],
    refuses: [{ actor: regular, subject: { membership: { role: 'Employee', status: 'Accepted' } } }],
    async http(t) {
      // An employee's organization list holds only their own applications; its Admin's holds the colleague's too.
      const organization = await buildOrganization(t.ctx)
      const place = await buildPlace(t.ctx)
      const [orgAdmin, employee, colleague] = await Promise.all([buildUser(t.ctx), buildUser(t.ctx), buildUser(t.ctx)])
      await addMember(t.ctx, organization.id, orgAdmin.id, { role: 'Admin', isDefault: true })
      await addMember(t.ctx, organization.id, employee.id, { isDefault: true })
      await addMember(t.ctx, organization.id, colleague.id, { isDefault: true })
      const created = await fileApplication(await t.signIn(colleague.email), place)
      const admins = await (
        await t.signIn(orgAdmin.email)
      ).post('/api/organization/applications/find', {
        itemsPerPage: 100,
      })
      expect(admins.body.items.map((i: { id: string }) => i.id)).toContain(created.id)
      return {
        allowed: admins,
        refused: await (await t.signIn(employee.email)).get(`/api/applications/${created.id}`),
        refusedStatus: 404,
        refusedCode: 'ApplicationNotFound',
      }
    },
  },
  'serviceDesk.operate': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) => adminVersusRegular(t, (c) => c.post('/api/service-desk/applications', {})),
  },
  'organization.read': {
    allows: [
      { actor: regular, subject: { membership: { role: 'Employee', status: 'Accepted' } } },
      { actor: admin, subject: { membership: null } },
    ],
    refuses: [
      { actor: regular, subject: { membership: null } },
      { actor: regular, subject: { membership: { role: 'Admin', status: 'Created' } } },
    ],
    async http(t) {
      const organization = await buildOrganization(t.ctx)
      const member = await buildUser(t.ctx)
      await addMember(t.ctx, organization.id, member.id)
      const read = (c: ApiClient) => c.get(`/api/organizations/${organization.id}`)
      return {
        allowed: await read(await t.signIn(member.email)),
        refused: await read(await signedIn(t)),
        refusedStatus: 403,
      }
    },
  },
  'organization.manageEmployees': {
    allows: [{ actor: regular, subject: { membership: { role: 'Admin', status: 'Accepted' } } }],
    refuses: [
      { actor: regular, subject: { membership: { role: 'Employee', status: 'Accepted' } } },
      { actor: admin, subject: { membership: null } },
    ],
    async http(t) {
      const organization = await buildOrganization(t.ctx)
      const [orgAdmin, employee, target] = await Promise.all([buildUser(t.ctx), buildUser(t.ctx), buildUser(t.ctx)])
      await addMember(t.ctx, organization.id, orgAdmin.id, { role: 'Admin' })
      await addMember(t.ctx, organization.id, employee.id)
      await addMember(t.ctx, organization.id, target.id)
      const promote = (c: ApiClient) =>
        c.patch(`/api/organizations/${organization.id}/users/${target.id}/role`, { role: 'Admin' })
      return {
        allowed: await promote(await t.signIn(orgAdmin.email)),
        refused: await promote(await t.signIn(employee.email)),
        refusedStatus: 403,
      }
    },
  },
  'organization.listAll': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }, { actor: noRole }],
    http: (t) => adminVersusRegular(t, (c) => c.get('/api/organizations')),
  },
  'organization.decideRegistration': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }],
    async http(t) {
      const send = async (c: ApiClient) => {
        const registered = await buildOrganization(t.ctx, { status: 'Created' })
        return c.patch(`/api/organizations/${registered.id}/status`, { status: 'Accepted' })
      }
      return adminVersusRegular(t, send)
    },
  },
  'organization.join': {
    allows: [{ actor: regular }, { actor: noRole }],
    refuses: [{ actor: admin }],
    async http(t) {
      const organization = await buildOrganization(t.ctx, { inn: nextInn() })
      const join = (c: ApiClient) => {
        const form = new FormData()
        form.append('inn', organization.inn)
        form.append('role', 'Employee')
        return c.request('POST', '/api/user/organizations', { body: form })
      }
      return {
        allowed: await join(await signedIn(t)),
        refused: await join(await signedIn(t, 'Admin')),
        refusedStatus: 403,
      }
    },
  },
  'reports.read': {
    allows: [
      { actor: admin, subject: { membership: null } },
      { actor: regular, subject: { membership: { role: 'Admin', status: 'Accepted' } } },
    ],
    refuses: [
      { actor: regular, subject: { membership: { role: 'Employee', status: 'Accepted' } } },
      { actor: regular, subject: { membership: null } },
    ],
    http: (t) =>
      adminVersusRegular(t, (c) => c.post('/api/articles/report/clicks/by-system', { page: 1, itemsPerPage: 25 })),
  },
  'reports.readAllOrganizations': {
    allows: [{ actor: admin }],
    refuses: [{ actor: regular }],
    async http(t) {
      // An organization's Admin reads reports too, but only of their own organization: another's events stay out.
      const [own, other] = await Promise.all([buildOrganization(t.ctx), buildOrganization(t.ctx)])
      const [orgAdmin, outsider] = await Promise.all([buildUser(t.ctx), buildUser(t.ctx)])
      await addMember(t.ctx, own.id, orgAdmin.id, { role: 'Admin', isDefault: true })
      const title = `Статья ${Math.random()}`
      await recordEvents(t.ctx, [
        { userId: outsider.id, organizationId: other.id, at: new Date().toISOString(), article: { title, tags: [] } },
      ])
      const read = async (client: ApiClient) => {
        const answer = await client.post('/api/articles/report/clicks/by-system', { page: 1, itemsPerPage: 100 })
        const sees = answer.body.items.some((row: { articleTitle: string }) => row.articleTitle === title)
        return sees ? answer : { ...answer, status: 403, body: { code: 'Forbidden' } }
      }
      return {
        allowed: await read(await signedIn(t, 'Admin')),
        refused: await read(await t.signIn(orgAdmin.email)),
        refusedStatus: 403,
      }
    },
  },
}
