import { applicationStatusLabel, operatorNextStatuses, type Application } from '@psp/contracts'

/** The statuses an operator may move this application to (SPEC §3/§4 workflow); none once closed or archived. */
export function operatorMoveOptions(order: Pick<Application, 'status' | 'archived'>) {
  if (order.archived) return []
  return operatorNextStatuses(order.status).map((value) => ({ value, label: applicationStatusLabel(value) }))
}

/** A new or reopened application is taken before anything else; an open one nobody took can be taken too. */
export function operatorMayTake(order: Pick<Application, 'status' | 'archived' | 'assigneeFio'>) {
  if (order.archived || order.status === 'closed') return false
  return order.status === 'registered' || order.status === 'resumed' || order.assigneeFio === null
}
