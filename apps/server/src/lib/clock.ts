/** Source of "now" for every time rule, so tests can move time instead of waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class FakeClock implements Clock {
  constructor(private current = Date.now()) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
}
