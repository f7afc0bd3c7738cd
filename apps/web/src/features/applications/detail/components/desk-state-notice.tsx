import { Alert } from '@mantine/core'
import type { Application } from '@psp/contracts'
import { errorMessages } from '@psp/contracts/errors'

/** What the desk has yet to get, as the sentence names it. */
const WAITING: Record<NonNullable<Application['serviceDesk']>['waiting'], string> = {
  file: 'заявку',
  comment: 'комментарий',
  files: 'файлы',
  close: 'закрытие заявки',
  reopen: 'возобновление заявки',
}

/**
 * An external service desk that has yet to take the application or a change of it (ADR 0038): the portal keeps it
 * and sends it by itself, so the applicant is told to do nothing again, and what the last failed attempt met.
 */
export function DeskStateNotice({ state }: { state: Application['serviceDesk'] }) {
  if (!state) return null
  return (
    <Alert color={state.error ? 'orange' : 'blue'} title="Передается в службу поддержки" role="status">
      Служба поддержки еще не получила {WAITING[state.waiting]}.{' '}
      {state.error && `Последняя попытка не удалась: ${errorMessages[state.error]}. `}
      Портал передаст все сам, повторять действие не нужно.
    </Alert>
  )
}
