/** Time source; tests move it forward to expire codes and sessions. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
