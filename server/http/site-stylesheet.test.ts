import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { stylesForPage } from "./site-stylesheet";

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.get("/page", (req, res) => void res.json({ styles: stylesForPage(req, res, "body{margin:0}") }));
  app.get("/dev", (req, res) => void res.json({ styles: stylesForPage(req, res, null) }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string, site?: string) => {
  const res = await fetch(`${base}${path}`, { headers: site ? { "sec-fetch-site": site } : {} });
  return { styles: ((await res.json()) as { styles: string | null }).styles, vary: res.headers.get("vary") };
};

it("puts the stylesheet inside the first page of a visit, and links it on a page reached from one of ours", async () => {
  for (const site of [undefined, "none", "cross-site", "same-site"])
    expect(await get("/page", site)).toEqual({ styles: "body{margin:0}", vary: "Sec-Fetch-Site" });
  expect(await get("/page", "same-origin")).toEqual({ styles: null, vary: "Sec-Fetch-Site" });
});

it("links it always where there is no built stylesheet (the development server)", async () => {
  expect(await get("/dev")).toEqual({ styles: null, vary: null });
});
