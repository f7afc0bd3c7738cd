/**
 * The server refuses data calls while the user has not accepted the current user agreement (answer Forbidden with
 * reason AgreementNotAccepted). The api client announces it here and the shell's terms gate listens, so a new
 * agreement uploaded during a session brings up the terms dialog at the next call.
 */
type Listener = () => void
const listeners = new Set<Listener>()

export const AGREEMENT_NOT_ACCEPTED = 'AgreementNotAccepted'

/** Answers the function that stops listening. */
export function onAgreementRequired(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function announceAgreementRequired() {
  for (const listener of listeners) listener()
}
