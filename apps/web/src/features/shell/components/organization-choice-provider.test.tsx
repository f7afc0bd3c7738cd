import type { User } from '@psp/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { testUser } from '../../../test/test-user'
import { OrganizationChoiceProvider } from './organization-choice-provider'
// The choice's dialog, which the provider loads when it first opens: loaded before the tests wait for it.
import './choose-organization-modal'

const user = testUser

const organizations = {
  items: [
    {
      organizationId: 'o1',
      shortName: 'ООО «Альфа»',
      inn: '7705123452',
      role: 'Employee',
      status: 'Accepted',
      isDefault: false,
    },
  ],
  pagesCount: 1,
  total: 1,
}

function renderProvider(u: User, url = '/knowledge-base') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <OrganizationChoiceProvider user={u}>
        <p>Содержимое</p>
      </OrganizationChoiceProvider>
    </QueryClientProvider>,
    { url },
  )
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(organizations), { headers: { 'content-type': 'application/json' } })),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('organization choice on arrival', () => {
  it('opens for a Regular user without an organization who has the stored flag', async () => {
    localStorage.setItem('showChooseOrganization', 'yes')
    renderProvider(user())
    expect(await screen.findByRole('dialog', { name: 'Выбор организации' })).toBeTruthy()
    expect(await screen.findByText('Запомнить выбор')).toBeTruthy()
  })

  it('opens when the URL asks for it', async () => {
    renderProvider(user(), '/knowledge-base?showChooseOrganization')
    expect(await screen.findByRole('dialog', { name: 'Выбор организации' })).toBeTruthy()
  })

  it('shows the instructions instead when the user has no organizations', async () => {
    localStorage.setItem('showChooseOrganization', 'yes')
    renderProvider(user({ hasOrganizations: false }))
    expect(await screen.findByRole('dialog', { name: 'Вы не состоите ни в одной организации' })).toBeTruthy()
  })

  it('stays closed without the flag, for the admin, with an organization, or before the terms are accepted', () => {
    const organization = {
      organizationId: 'o1',
      shortName: 'ООО «Альфа»',
      inn: '7705123452',
      role: 'Employee' as const,
      isDefault: true,
    }
    renderProvider(user())
    localStorage.setItem('showChooseOrganization', 'yes')
    renderProvider(user({ role: 'Admin' }))
    renderProvider(user({ organization }))
    renderProvider(user({ agreementId: 'a1' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByText('Содержимое')).toHaveLength(4)
  })
})

describe('«Вы не состоите ни в одной организации» once dismissed', () => {
  it('closing it tells the server, once', async () => {
    const { default: userEvent } = await import('@testing-library/user-event')
    localStorage.setItem('showChooseOrganization', 'yes')
    renderProvider(user({ hasOrganizations: false }))
    await screen.findByRole('dialog', { name: 'Вы не состоите ни в одной организации' })
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }))
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('no-organization-notice'))
    expect(calls).toHaveLength(1)
    expect(calls[0][1]?.method).toBe('POST')
  })

  it('is not offered at sign-in again', () => {
    localStorage.setItem('showChooseOrganization', 'yes')
    renderProvider(user({ hasOrganizations: false, noOrganizationNoticeDismissed: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
