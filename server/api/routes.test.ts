import { describe, expect, it } from "vitest";
import { apiRoutes } from "./routes";

describe("the /api route table", () => {
  it("has no GET route that reads a body (a GET passes the body parsers by)", () => {
    expect(apiRoutes.filter((r) => r.method === "get").length).toBeGreaterThan(10);
    expect(apiRoutes.filter((r) => r.method === "get" && r.body).map((r) => r.path)).toEqual([]);
  });
});
