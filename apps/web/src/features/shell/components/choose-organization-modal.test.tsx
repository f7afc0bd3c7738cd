import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { testUser } from '../../../test/test-user'
import { ChooseOrganizationModal } from './choose-organization-modal'

const user = testUser()

const membership = (organizationId: string, shortName: string, isDefault: boolean) => ({
  organizationId,
  shortName,
  inn: '7705123452',
  role: 'Employee',
  status: 'Accepted',
  isDefault,
})
const organizations = {
  items: [membership('o1', 'ООО «Альфа»', true), membership('o2', 'ООО «Бета»', false)],
  pagesCount: 1,
  total: 2,
}

let fetches = 0
beforeEach(() => {
  fetches = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      fetches++
      return new Response(JSON.stringify(organizations), { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

function Harness({ client }: { client: QueryClient }) {
  const [opened, setOpened] = useState(true)
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setOpened(true)}>
        Открыть выбор
      </button>
      <ChooseOrganizationModal opened={opened} user={user} onClose={() => setOpened(false)} onChosen={() => {}} />
    </QueryClientProvider>
  )
}

const organization = () => screen.getByRole('combobox', { name: 'Организация' }) as HTMLInputElement
const remember = () => screen.getByRole('checkbox', { name: 'Запомнить выбор' }) as HTMLInputElement

describe('the organization choice', () => {
  it('keeps what the user picked while the list is fetched again, and starts from the preselection when reopened', async () => {
    const user = userEvent.setup()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    renderWithProviders(<Harness client={client} />)
    await waitFor(() => expect(organization().value).toBe('ООО «Альфа», ИНН 7705123452'))
    expect(remember().checked).toBe(true)

    await user.click(organization())
    await user.click(await screen.findByRole('option', { name: 'ООО «Бета», ИНН 7705123452' }))
    await user.click(remember())
    expect(organization().value).toBe('ООО «Бета», ИНН 7705123452')
    expect(remember().checked).toBe(true)

    await client.refetchQueries()
    expect(fetches).toBe(2)
    expect(organization().value).toBe('ООО «Бета», ИНН 7705123452')
    expect(remember().checked).toBe(true)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Открыть выбор' }))
    await waitFor(() => expect(organization().value).toBe('ООО «Альфа», ИНН 7705123452'))
    expect(remember().checked).toBe(true)
  })
})
