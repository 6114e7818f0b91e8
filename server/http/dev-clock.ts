// POST /dev/clock?minutes=N moves the server clock forward, for browser tests of what time does
// (a held basket expiring). It exists only when DEV_CLOCK is set, never by default.
import type { RequestHandler } from "express";
import { z } from "zod";
import type { Runtime } from "../runtime";

const query = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

export const DEV_CLOCK_PATH = "/dev/clock";

/** The handler of POST /dev/clock, mounted at DEV_CLOCK_PATH; null when the clock cannot be moved. */
export function devClockHandler(runtime: Runtime): RequestHandler | null {
  const move = runtime.moveClock;
  if (!move) return null;
  return async (req, res) => {
    const parsed = query.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ status: "ERROR", errors: [{ path: "minutes", message: "minutes must be a whole number from 1 to 10080" }] });
      return;
    }
    // Every node moves its clock (order-status streams read again at once).
    await move(parsed.data.minutes * 60_000);
    res.json({ status: "OK", now: runtime.services.clock.now().toISOString() });
  };
}
