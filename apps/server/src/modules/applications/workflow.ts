import { operatorNextStatuses, type ApplicationStatus } from '@psp/contracts'

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

/** Operators move an application along the workflow's edges only (contracts: operatorMoves). */
export const operatorMayMove = (from: string, to: ApplicationStatus) =>
  (operatorNextStatuses(from) as readonly string[]).includes(to)

/** An applicant's comment answers the desk's question: a waiting application goes back in work. */
export const statusAfterApplicantComment = (status: string): ApplicationStatus | null =>
  status === 'waiting' ? 'inprogress' : null
