// Requests refused before a route runs still name what is at fault: the path parameter with a
// broken percent-escape, the Content-Type header's charset, the Content-Encoding header, the
// Content-Length header, or the body. Each answer is the documented error envelope.
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContract, type Contract } from "../support/contract";
import { apiServer } from "../support/http";
import { rawRequest, type RawRequest } from "../support/raw-http";

const api = apiServer();
let contract: Contract;
beforeAll(async () => {
  contract = await loadContract(api.server.base);
});

async function refused(route: string, req: RawRequest) {
  const res = await rawRequest(api.server.base, req);
  const body = JSON.parse(res.text);
  contract.expectAnswer(req.method, route, res.status, body, String(res.headers["content-type"]));
  return { status: res.status, paths: (body.errors as { path: string }[]).map((e) => e.path) };
}
const json = (body: string | Buffer, headers: Record<string, string | number> = {}) => ({
  headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
  body,
});

describe("a path segment with a broken percent-escape", () => {
  it.each(["%ZZ", "%E2%82", "%"])("names the parameter (%s)", async (segment) => {
    expect(
      await refused("/customer/register/:channel", { method: "POST", path: `/api/customer/register/${segment}`, ...json("{}") }),
    ).toEqual({
      status: 400,
      paths: ["channel"],
    });
    expect(await refused("/customer/request2FA/:channel", { method: "POST", path: `/api/customer/request2FA/${segment}` })).toMatchObject({
      status: 400,
      paths: ["channel"],
    });
  });
});

describe("a body the API cannot read", () => {
  const login = { method: "POST", path: "/api/customer/login" };
  it("names the Content-Type header for a charset other than UTF-8", async () => {
    const body = JSON.stringify({ email: "a@b.c", password: "x" });
    const res = await refused("/customer/login", { ...login, ...json(body, { "content-type": "application/json; charset=klingon" }) });
    expect(res).toEqual({ status: 415, paths: ["content-type"] });
  });

  it.each([
    ["gzip", "plain text is not gzip"],
    ["deflate", "nor deflate"],
    ["x-unknown", "an encoding nobody knows"],
  ])("names the Content-Encoding header when it says %s falsely", async (encoding, body) => {
    const res = await refused("/customer/login", { ...login, ...json(body, { "content-encoding": encoding }) });
    expect(res.paths).toEqual(["content-encoding"]);
    expect([400, 415]).toContain(res.status);
  });

  it("reads a body that really is gzip", async () => {
    const body = gzipSync(JSON.stringify({ email: "nobody@example.com", password: "wrong" }));
    const res = await refused("/customer/login", { ...login, ...json(body, { "content-encoding": "gzip" }) });
    expect(res).toEqual({ status: 401, paths: ["password"] });
  });

  it("names the body for JSON that does not parse", async () => {
    expect(await refused("/customer/login", { ...login, ...json("{nope") })).toEqual({ status: 400, paths: ["body"] });
  });
});
