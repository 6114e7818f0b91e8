// An error nobody expected (a bug) in an /api call answers a 500 without details, and leaves one
// error line with the error at any LOG_LEVEL: at `warn` and `error` there is no request logger
// (pino-http is attached at `info` and below), and the line must not be lost with it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serve } from "../support/http";
import { testRuntime } from "../support/runtime";

const logged: { level: number; msg: string; err?: { message?: string } }[] = [];
let t: Awaited<ReturnType<typeof testRuntime>>;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  t = await testRuntime({ LOG_LEVEL: "warn" }, undefined, { log: { write: (line: string) => void logged.push(JSON.parse(line)) } });
  server = await serve(t.runtime);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("an unexpected error in an /api call at LOG_LEVEL=warn", () => {
  it("answers 500 without details and logs the error once", async () => {
    vi.spyOn(t.runtime.services.basketLines, "quickAdd").mockRejectedValue(new Error("a bug in quickAdd"));
    logged.length = 0;
    const answer = await server.client().request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      status: "ERROR",
      errors: [{ path: "server", message: "Something went wrong, please try again." }],
    });
    expect(logged).toEqual([
      expect.objectContaining({ level: 50, msg: "api error", err: expect.objectContaining({ message: "a bug in quickAdd" }) }),
    ]);
  });
});
