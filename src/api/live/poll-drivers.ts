/**
 * Within one tab, which observer of a query drives its refetch interval: the first one that asked,
 * then the next when it leaves. Two components showing the same round poll it once, not twice.
 */
export class PollDrivers {
  private readonly observers = new Map<string, string[]>()
  private readonly listeners = new Set<() => void>()

  join(queryHash: string, observerId: string): void {
    const list = this.observers.get(queryHash) ?? []
    if (list.includes(observerId)) return
    this.observers.set(queryHash, [...list, observerId])
    this.notify()
  }

  leave(queryHash: string, observerId: string): void {
    const list = this.observers.get(queryHash)?.filter((id) => id !== observerId) ?? []
    if (list.length > 0) this.observers.set(queryHash, list)
    else this.observers.delete(queryHash)
    this.notify()
  }

  isDriver(queryHash: string, observerId: string): boolean {
    return this.observers.get(queryHash)?.[0] === observerId
  }

  /** How many resources this tab polls: each spends its own share of the budget. */
  get polledCount(): number {
    return this.observers.size
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}
