import { Component, type ReactNode } from 'react'

/**
 * Catches a view that fails to render (data the contract allows but nobody foresaw): that view
 * shows `fallback` and the rest of the screen, the rotation included, carries on. Reset by
 * changing its `key` (the next view).
 */
export class ViewBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
