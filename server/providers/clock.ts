// Time comes from here, never from `new Date()` in business code, so tests and demos can fix it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Starts at `start` and runs on in real time (APP_NOW). */
export function offsetClock(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** A clock that only moves when told to (unit tests). */
export function fixedClock(at: Date) {
  let t = at.getTime();
  return {
    now: () => new Date(t),
    set: (d: Date) => {
      t = d.getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** Runs on with `base`, plus whatever it was moved forward by (DEV_CLOCK, for browser tests). */
export function movableClock(base: Clock) {
  let moved = 0;
  return {
    now: () => new Date(base.now().getTime() + moved),
    advance: (ms: number) => {
      moved += ms;
    },
  };
}
