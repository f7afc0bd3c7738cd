import { describe, expect, it } from 'vitest'
import type { ApplicationView } from '@psp/contracts'
import { russianIssueMessage } from '@psp/contracts/validation-messages'
import { newViewSchema, VIEW_NAME_TAKEN } from './save-view-modal'

const views: ApplicationView[] = [
  {
    uuid: '00000000-0000-4000-8000-000000000001',
    name: 'Ждут меня',
    statusGroup: 'None',
    state: { sortBy: null, applicationFilter: {} },
  },
]

/** The message the form shows for a name, as the form's resolver words it; null when the name is accepted. */
const viewNameError = (name: string, list: ApplicationView[]) => {
  const result = newViewSchema(list).safeParse({ name }, { error: russianIssueMessage })
  return result.success ? null : result.error.issues[0].message
}

describe('the new view name', () => {
  it('is required, at most 100 characters and not the name of another view', () => {
    expect(viewNameError('   ', views)).toBe('Обязательное поле')
    expect(viewNameError('x'.repeat(101), views)).toBe('Превышено количество символов')
    expect(viewNameError(' ждут МЕНЯ ', views)).toBe(VIEW_NAME_TAKEN)
    expect(viewNameError('Архив за год', views)).toBeNull()
  })
})
