import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { User } from '@psp/contracts'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { currentUserQuery } from './current-user'
import { useCan, userCan } from './use-can'

const user = (role: User['role']) => ({ id: 'u-1', role }) as User

function withUser(current: User | undefined) {
  const client = new QueryClient()
  if (current) client.setQueryData(currentUserQuery.queryKey, current)
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

describe('the access rules in the web app', () => {
  it('lets the platform Admin author the knowledge base and keeps the Regular user out', () => {
    expect(userCan(user('Admin'), 'knowledgeBase.author')).toBe(true)
    expect(userCan(user('Regular'), 'knowledgeBase.author')).toBe(false)
    expect(userCan(user('Regular'), 'regularArea')).toBe(true)
    expect(userCan(user('Admin'), 'regularArea')).toBe(false)
  })

  it('asks the rules for the current user, and allows nothing before the user has arrived', () => {
    const asAdmin = renderHook(() => useCan('administer'), { wrapper: withUser(user('Admin')) })
    expect(asAdmin.result.current).toBe(true)
    const asRegular = renderHook(() => useCan('administer'), { wrapper: withUser(user('Regular')) })
    expect(asRegular.result.current).toBe(false)
    const nobody = renderHook(() => useCan('knowledgeBase.read'), { wrapper: withUser(undefined) })
    expect(nobody.result.current).toBe(false)
  })
})
