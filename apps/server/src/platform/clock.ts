/** The time source; tests move it to check expiry without waiting. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now() {
    return new Date(this.current)
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms)
  }
}
