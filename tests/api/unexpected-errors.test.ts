// An error nobody expected (a bug) in an /api call answers a 500 without details, and leaves one
// error line with the error at any LOG_LEVEL: at `warn` and `error` there is no request logger
// (pino-http is attached at `info` and below), and the line must not be lost with it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { loggedApiServer } from "../support/http";

const site = loggedApiServer();
afterEach(() => {
  vi.restoreAllMocks();
});

describe("an unexpected error in an /api call at LOG_LEVEL=warn", () => {
  it("answers 500 without details and logs the error once", async () => {
    vi.spyOn(site.t.runtime.services.basketLines, "quickAdd").mockRejectedValue(new Error("a bug in quickAdd"));
    site.logged.length = 0;
    const answer = await site.server.client().request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      status: "ERROR",
      errors: [{ path: "server", message: "Something went wrong, please try again." }],
    });
    expect(site.logged).toEqual([
      expect.objectContaining({ level: 50, msg: "api error", err: expect.objectContaining({ message: "a bug in quickAdd" }) }),
    ]);
  });
});
