import { describe, expect, it } from 'vitest'
import { unsupportedRuntimeWarning } from './runtime-version'

describe('unsupportedRuntimeWarning', () => {
  it.each(['v22.12.0', 'v22.20.1', 'v23.0.0', 'v24.11.1', 'v25.2.0'])('accepts %s', (version) => {
    expect(unsupportedRuntimeWarning(version)).toBeNull()
  })

  it.each(['v20.19.5', 'v22.11.0', 'v18.20.8', 'nonsense'])('warns on %s, naming it and what is needed', (version) => {
    const warning = unsupportedRuntimeWarning(version)
    expect(warning).toContain(version)
    expect(warning).toMatch(/needs Node 22\.12 or newer \(Node 24 LTS/)
  })
})
