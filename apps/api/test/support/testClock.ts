// A clock the test moves by hand (token expiry, refresh-token expiry, rate-limit refill, invitation expiry).
import type { Clock } from '../../src/clock.ts';

export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
