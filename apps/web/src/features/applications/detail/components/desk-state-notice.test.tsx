import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/render-with-providers'
import { DeskStateNotice } from './desk-state-notice'

describe('the notice of what the service desk has yet to get (ADR 0038)', () => {
  it('names what waits and what the last attempt met, and asks nothing of the applicant', () => {
    renderWithProviders(<DeskStateNotice state={{ waiting: 'comment', error: 'FailedToUploadFilesToSd' }} />)
    expect(screen.getByRole('status').textContent?.replace(/\s+/g, ' ')).toContain(
      'Служба поддержки еще не получила комментарий. Последняя попытка не удалась: Не удалось передать файлы в сервис поддержки. Портал передаст все сам, повторять действие не нужно.',
    )
  })

  it('says nothing when the desk has it all', () => {
    renderWithProviders(<DeskStateNotice state={null} />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
