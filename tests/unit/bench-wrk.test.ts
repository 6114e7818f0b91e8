// npm run bench reads wrk's figures from the line bench/lib/wrk-report.lua prints at the end of a run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { summaryOf } from "../../bench/lib/wrk.js";

const line = (fields: Record<string, number>) =>
  JSON.stringify({
    requests: 25_000,
    durationUs: 10_000_000,
    p99Us: 48_760,
    connect: 0,
    read: 0,
    write: 0,
    timeout: 0,
    status: 0,
    ...fields,
  });

describe("wrk's report", () => {
  it("gives requests per second over the run's own duration, and the p99 in ms", () => {
    const s = summaryOf(`Running 10s test @ http://127.0.0.1:1234/\n  2 threads and 50 connections\n${line({})}\n`);
    expect(s).toEqual({ rps: 2_500, p99: 48.8, non2xx: 0, errors: 0, total: 25_000 });
    expect(summaryOf(line({ durationUs: 10_040_000 })).rps).toBeCloseTo(2_490.04, 2);
  });

  it("counts answers of 400 or more apart from socket errors", () => {
    const s = summaryOf(line({ status: 7, connect: 1, read: 2, write: 3, timeout: 4 }));
    expect(s.non2xx).toBe(7);
    expect(s.errors).toBe(10);
  });

  it("names the reporter when wrk printed something else", () => {
    expect(() => summaryOf("Requests/sec: 2500.00\n")).toThrow(/wrk-report\.lua/);
    expect(() => summaryOf(JSON.stringify({ requests: 1 }))).toThrow();
  });

  it("the reporter prints every field the reading expects", () => {
    const lua = readFileSync("bench/lib/wrk-report.lua", "utf8");
    for (const field of ["requests", "durationUs", "p99Us", "connect", "read", "write", "timeout", "status"]) {
      expect(lua).toContain(`"${field}":`);
    }
  });
});
