import { useRef, useState } from 'react'

interface ActionState<O> {
  status: 'idle' | 'pending' | 'success' | 'error'
  data?: O
  error: Error | null
}

const IDLE = { status: 'idle', error: null } as const

/**
 * One call the user starts, such as sending a form, with its state: the pages before signing in need only this of
 * React Query's `useMutation`, and leave it out of the login page's download (ADR 0037). A call started before a
 * `reset` or a newer call answers nothing.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, options: { onSuccess?: (data: O) => void } = {}) {
  const [state, setState] = useState<ActionState<O>>(IDLE)
  const latest = useRef(0)

  const mutate = (input: I, after: { onSuccess?: (data: O) => void } = {}) => {
    const call = ++latest.current
    setState({ status: 'pending', error: null })
    run(input).then(
      (data) => {
        if (call !== latest.current) return
        setState({ status: 'success', data, error: null })
        options.onSuccess?.(data)
        after.onSuccess?.(data)
      },
      (error: unknown) => {
        if (call !== latest.current) return
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      },
    )
  }
  const reset = () => {
    latest.current++
    setState(IDLE)
  }

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  }
}
