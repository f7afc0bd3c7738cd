import { can, policies, type PolicyAction } from '@psp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { policyCases } from './policy-cases'

const actions = Object.keys(policies) as PolicyAction[]
const ask = (action: PolicyAction, actor: Parameters<typeof can>[0], subject: unknown) =>
  (can as (actor: unknown, action: PolicyAction, subject?: unknown) => boolean)(actor, action, subject)

describe('the access rules', () => {
  it('have a case for every rule and no case for a rule that does not exist', () => {
    expect(Object.keys(policyCases).sort()).toEqual([...actions].sort())
  })

  describe.each(actions)('%s', (action) => {
    const rule = policyCases[action]

    it('allows the actors it names and refuses the others', () => {
      expect(rule.allows.length).toBeGreaterThan(0)
      for (const { actor, subject } of rule.allows)
        expect(ask(action, actor, subject), JSON.stringify(actor)).toBe(true)
      for (const { actor, subject } of rule.refuses) {
        expect(ask(action, actor, subject), JSON.stringify({ actor, subject })).toBe(false)
      }
    })
  })
})

describe('the access rules over HTTP', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it.each(actions)('%s: lets the allowed request through and refuses the other', async (action) => {
    const { allowed, refused, refusedStatus, refusedCode: code } = await policyCases[action].http(t)
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
    expect(refused.status, JSON.stringify(refused.body)).toBe(refusedStatus)
    const refusedCode = code ?? { 401: 'GeneralError', 403: 'Forbidden', 404: 'NotFound' }[refusedStatus]
    expect(refused.body).toMatchObject({ code: refusedCode })
    // A rule nobody signed in can fail is refused before it is asked: by authentication.
    if (policyCases[action].refuses.length === 0) expect(refusedStatus).toBe(401)
  })
})
