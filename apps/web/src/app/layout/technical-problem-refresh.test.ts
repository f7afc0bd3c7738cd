import { describe, expect, it, vi } from 'vitest'
import { refreshAfterTechnicalProblem } from './technical-problem-refresh'

describe('technical-problem refresh', () => {
  it('reloads and sets the flag on the first click, then clears it and goes to the knowledge base', () => {
    const env = { reload: vi.fn(), goTo: vi.fn() }
    refreshAfterTechnicalProblem(env)
    expect(env.reload).toHaveBeenCalledOnce()
    expect(env.goTo).not.toHaveBeenCalled()
    expect(sessionStorage.getItem('technicalProblemRefreshed')).not.toBeNull()

    refreshAfterTechnicalProblem(env)
    expect(env.goTo).toHaveBeenCalledWith('/knowledge-base')
    expect(env.reload).toHaveBeenCalledOnce()
    expect(sessionStorage.getItem('technicalProblemRefreshed')).toBeNull()
  })
})
