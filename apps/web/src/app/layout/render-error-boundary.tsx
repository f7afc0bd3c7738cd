import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RenderErrorFallback } from './render-error-fallback'

interface Props {
  children: ReactNode
  /** Another page (a new path) gets a fresh chance to render. */
  resetKey: string
}

/** Catches an uncaught render error of the page content and shows the fallback page (SPEC §2). */
export class RenderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack)
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <RenderErrorFallback /> : this.props.children
  }
}
