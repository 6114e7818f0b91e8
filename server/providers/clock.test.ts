import { describe, expect, it } from "vitest";
import { fixedClock, offsetClock } from "./clock";

describe("clocks", () => {
  it("APP_NOW starts at the given instant and runs on", () => {
    const real = fixedClock(new Date("2030-01-01T00:00:00Z"));
    const c = offsetClock(new Date("2026-11-20T12:30:00Z"), real);
    expect(c.now().toISOString()).toBe("2026-11-20T12:30:00.000Z");
    real.advance(60_000);
    expect(c.now().toISOString()).toBe("2026-11-20T12:31:00.000Z");
  });
});
