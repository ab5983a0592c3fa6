// Time comes through this seam so tests can move it (token expiry, rate-limit refill, invitation expiry).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
