import type { ApplicationStatus } from '@psp/contracts'

/** What the applicant may do in each state; the server refuses the rest with InappropriateStatus. */
export function applicantActions(state: { status: string; archived: boolean }) {
  const open = !state.archived && state.status !== 'closed'
  return {
    comment: open,
    addFiles: open,
    close: open,
    reopen: !state.archived && (state.status === 'resolved' || state.status === 'closed'),
    archive: !state.archived && state.status === 'closed',
  }
}
export type ApplicantAction = keyof ReturnType<typeof applicantActions>

/**
 * The built-in service desk's workflow: registered → inprogress → waiting / negotiation / deferred → resolved →
 * closed, and resumed when the applicant reopens. Operators move an application along these edges only.
 */
const operatorMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  registered: ['inprogress'],
  resumed: ['inprogress'],
  inprogress: ['waiting', 'negotiation', 'deferred', 'resolved'],
  waiting: ['inprogress', 'resolved'],
  negotiation: ['inprogress', 'deferred', 'resolved'],
  deferred: ['inprogress', 'resolved'],
  resolved: ['inprogress'],
  closed: [],
}

export const operatorMayMove = (from: string, to: ApplicationStatus) =>
  (operatorMoves[from as ApplicationStatus] ?? []).includes(to)

/** An applicant's comment answers the desk's question: a waiting application goes back in work. */
export const statusAfterApplicantComment = (status: string): ApplicationStatus | null =>
  status === 'waiting' ? 'inprogress' : null
