import type { UserOrganization } from '@psp/contracts'
import { describe, expect, it } from 'vitest'
import { choosableOrganizations, preselectOrganization } from './preselect-organization'

const org = (id: string, overrides: Partial<UserOrganization> = {}): UserOrganization => ({
  organizationId: id,
  shortName: `ООО «${id}»`,
  inn: '7705123452',
  role: 'Employee',
  status: 'Accepted',
  isDefault: false,
  ...overrides,
})
const current = (id: string) => ({
  organizationId: id,
  shortName: '',
  inn: '',
  role: 'Employee' as const,
  isDefault: false,
})

describe('organization preselection', () => {
  it('offers only accepted memberships', () => {
    const items = [org('a'), org('b', { status: 'Created' }), org('c', { status: 'Declined' })]
    expect(choosableOrganizations(items).map((o) => o.organizationId)).toEqual(['a'])
  })

  it('preselects the default organization with remember checked', () => {
    expect(preselectOrganization([org('a'), org('b', { isDefault: true })], current('a'))).toEqual({
      organizationId: 'b',
      remember: true,
    })
  })

  it('else the current organization, else the first, with remember unchecked', () => {
    expect(preselectOrganization([org('a'), org('b')], current('b'))).toEqual({ organizationId: 'b', remember: false })
    expect(preselectOrganization([org('a'), org('b')], undefined)).toEqual({ organizationId: 'a', remember: false })
  })

  it('ignores a default that is not accepted and selects nothing without organizations', () => {
    expect(preselectOrganization([org('a', { isDefault: true, status: 'Created' }), org('b')], undefined)).toEqual({
      organizationId: 'b',
      remember: false,
    })
    expect(preselectOrganization([], undefined)).toEqual({ organizationId: null, remember: false })
  })
})
