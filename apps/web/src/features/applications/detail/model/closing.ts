/**
 * The close of an action modal: it forgets the last failure (the mutation) and what was entered (the form), so the
 * modal opens clean the next time, then closes.
 */
export const closing =
  (onClose: () => void, ...parts: Array<{ reset: () => void }>) =>
  () => {
    for (const part of parts) part.reset()
    onClose()
  }
