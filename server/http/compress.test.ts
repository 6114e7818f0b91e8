import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decoded, rawGet } from "../../tests/support/raw-get";
import { compressAnswers, compressFiles, compressPages } from "./compress";

// A page-like text: cards whose words and prices vary (a pseudo-random sequence, the same each run).
let seed = 1;
const next = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
const words =
  "margherita pepperoni basil mozzarella tomato garlic dough crust oven rocket ham pineapple olive mushroom pepper onion chicken spicy vegan cheese".split(
    " ",
  );
const page = Array.from(
  { length: 600 },
  () => `<li class="c${next(40)}"><span>${words[next(20)]} ${words[next(20)]}</span> <b>£${(next(2000) / 100).toFixed(2)}</b></li>`,
).join("");

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(compressFiles((req) => req.path.startsWith("/assets/")));
  app.use("/api", compressAnswers());
  app.use("/pages", compressPages());
  app.get(
    ["/page", "/api/page", "/assets/file.js", "/pages/menu", "/pages/menu.data"],
    (_req, res) => void res.type("text/html").send(page),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const raw = async (path: string, encoding: string) => {
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding } });
  // fetch decodes what it is sent.
  return { encoding: res.headers.get("content-encoding"), text: await res.text() };
};

describe("compression", () => {
  it("compresses an answer with brotli or gzip, as the client accepts, and leaves it plain otherwise", async () => {
    for (const [accepts, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      for (const path of ["/api/page", "/assets/file.js", "/pages/menu", "/pages/menu.data"]) {
        const { encoding: sent, text } = await raw(path, accepts);
        expect(sent).toBe(encoding);
        expect(text).toBe(page);
      }
    }
  });

  it("leaves alone what compressFiles is not told is a file", async () => {
    expect((await raw("/page", "gzip, br")).encoding).toBeNull();
  });

  it("spends less effort on an answer made for one request than on a file everyone downloads", async () => {
    const bytes = async (path: string, encoding: "br" | "gzip") => {
      // The compressed bytes themselves.
      const answer = await rawGet(`${base}${path}`, encoding);
      expect(decoded(answer)).toBe(page);
      return answer.bytes.length;
    };
    for (const encoding of ["br", "gzip"] as const)
      expect(await bytes("/api/page", encoding)).toBeGreaterThan(await bytes("/assets/file.js", encoding));
  });

  it("spends more effort on a document, what a customer without JavaScript waits for, than on its .data", async () => {
    for (const encoding of ["br", "gzip"] as const) {
      const document = await rawGet(`${base}/pages/menu`, encoding);
      const data = await rawGet(`${base}/pages/menu.data`, encoding);
      expect(decoded(document)).toBe(page);
      expect(decoded(data)).toBe(page);
      expect(document.bytes.length).toBeLessThan(data.bytes.length);
    }
  });
});
