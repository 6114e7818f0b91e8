import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawStaticMap } from "./draw-static-map";
import { tileFeatures } from "./tile-features";
import { STATIC_MAP_PATH } from "../../app/paths";
import { staticMapHandler } from "./static-map";

const london = { lat: 51.5074, lon: -0.1278, zoom: 13, width: 560, height: 321 };

/** The `d` of the path with this id. */
function pathData(svg: string, id: string): string {
  const m = new RegExp(`<path id="${id}"[^>]* d="([^"]*)"`).exec(svg);
  if (!m) throw new Error(`no path #${id}`);
  return m[1]!;
}

/** Absolute vertices of a path written with M, l and z only (how streets are drawn). */
function vertices(d: string): [number, number][] {
  const tokens = d.match(/[Mlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const out: [number, number][] = [];
  let command = "M";
  let x = 0;
  let y = 0;
  for (let k = 0; k < tokens.length;) {
    const t = tokens[k]!;
    if (/[Mlz]/.test(t)) {
      command = t;
      k++;
      continue;
    }
    const a = Number(t);
    const b = Number(tokens[k + 1]);
    k += 2;
    if (command === "M") [x, y] = [a, b];
    else [x, y] = [x + a, y + b];
    out.push([x, y]);
  }
  return out;
}

function pin(svg: string): [number, number] {
  const m = /<g id="pin" transform="translate\((-?[\d.]+) (-?[\d.]+)\)"/.exec(svg);
  if (!m) throw new Error("no pin");
  return [Number(m[1]), Number(m[2])];
}

describe("drawStaticMap", () => {
  it("is deterministic", () => {
    expect(drawStaticMap(london)).toBe(drawStaticMap({ ...london }));
  });

  it("is an accessible SVG of the requested size", () => {
    const svg = drawStaticMap(london);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('width="560" height="321" viewBox="0 0 560 321"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="map-title">Map of the area around the restaurant</title>');
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("puts the pin's tip exactly at the centre", () => {
    expect(pin(drawStaticMap(london))).toEqual([280, 160.5]);
    expect(pin(drawStaticMap({ lat: 53.35, lon: -6.26, zoom: 15, width: 300, height: 200 }))).toEqual([150, 100]);
  });

  it("draws different places differently", () => {
    const a = drawStaticMap(london);
    const b = drawStaticMap({ ...london, lat: 53.3498, lon: -6.2603 });
    const c = drawStaticMap({ ...london, zoom: 14 });
    expect(pathData(a, "st")).not.toBe(pathData(b, "st"));
    expect(pathData(a, "st")).not.toBe(pathData(c, "st"));
  });

  it("draws streets, main roads and the pin within a small budget", () => {
    for (const [lat, lon] of [
      [51.5074, -0.1278],
      [53.3498, -6.2603],
      [55.9533, -3.1883],
      [-33.87, 151.21],
      [0, 0],
    ] as const) {
      for (const zoom of [10, 13, 16]) {
        const svg = drawStaticMap({ lat, lon, zoom, width: 560, height: 321 });
        expect(vertices(pathData(svg, "st")).length).toBeGreaterThan(50);
        expect(svg).toMatch(/<path id="mr" d="M/);
        expect(svg.length).toBeLessThan(30_000);
      }
    }
    expect(drawStaticMap({ ...london, width: 1120, height: 1120 }).length).toBeLessThan(40_000);
  });

  it("copes with the poles and the antimeridian", () => {
    for (const [lat, lon] of [
      [90, 180],
      [-90, -180],
      [0, 179.999],
    ] as const) {
      const svg = drawStaticMap({ lat, lon, zoom: 10, width: 560, height: 321 });
      expect(svg).not.toMatch(/NaN|Infinity/);
      expect(pin(svg)).toEqual([280, 160.5]);
    }
  });

  it("generates each tile's features from the tile alone", () => {
    expect(tileFeatures(4093, 2724, 13)).toEqual(tileFeatures(4093, 2724, 13));
    expect(tileFeatures(4093, 2724, 13)).not.toEqual(tileFeatures(4094, 2724, 13));
  });

  it("agrees with an overlapping window on the streets they share", () => {
    // The same place 200 px further east: its window starts 200 px to the right of London's.
    const east = { ...london, lon: london.lon + (200 / (256 * 2 ** 13)) * 360 };
    const a = drawStaticMap(london);
    const b = drawStaticMap(east);
    for (const id of ["st", "mr"]) {
      const ours = vertices(pathData(a, id));
      const shared = vertices(pathData(b, id))
        .map(([x, y]) => [x + 200, y] as const)
        .filter(([x, y]) => x > 5 && x < 555 && y > 5 && y < 316);
      expect(shared.length).toBeGreaterThan(10);
      for (const [x, y] of shared) expect(ours.some(([u, v]) => Math.abs(u - x) < 0.15 && Math.abs(v - y) < 0.15)).toBe(true);
    }
    // A smaller window on the same centre is a crop of the larger one.
    const small = drawStaticMap({ ...london, width: 300, height: 200 });
    const ours = vertices(pathData(a, "st"));
    for (const [x, y] of vertices(pathData(small, "st")))
      expect(ours.some(([u, v]) => Math.abs(u - (x + 130)) < 0.15 && Math.abs(v - (y + 60.5)) < 0.15)).toBe(true);
  });
});

describe("GET /maps/static.svg", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get(STATIC_MAP_PATH, staticMapHandler);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a cacheable SVG", async () => {
    const res = await fetch(`${base}/maps/static.svg?lat=51.5074&lon=-0.1278&zoom=13&w=560&h=321`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    expect(res.headers.get("set-cookie")).toBeNull();
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await res.text()).toBe(drawStaticMap(london));

    // fetch adds "Cache-Control: no-cache" to conditional requests unless told otherwise, and a
    // no-cache request is never answered from freshness; a browser revalidating sends max-age=0.
    const again = await fetch(`${base}/maps/static.svg?lat=51.5074&lon=-0.1278&zoom=13&w=560&h=321`, {
      headers: { "If-None-Match": etag!, "Cache-Control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("uses zoom 13 and 560 × 321 by default", async () => {
    const res = await fetch(`${base}/maps/static.svg?lat=51.5074&lon=-0.1278`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(drawStaticMap(london));
  });

  it.each([
    ["lat=abc&lon=0", "lat"],
    ["lat=&lon=0", "lat"],
    ["lon=0", "lat"],
    ["lat=91&lon=0", "lat"],
    ["lat=1&lat=2&lon=0", "lat"],
    ["lat=0&lon=-180.5", "lon"],
    ["lat=0&lon=0&zoom=17", "zoom"],
    ["lat=0&lon=0&zoom=13.5", "zoom"],
    ["lat=0&lon=0&w=99", "w"],
    ["lat=0&lon=0&h=5000", "h"],
  ])("rejects %s naming %s", async (query, field) => {
    const res = await fetch(`${base}/maps/static.svg?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { status: string; errors: { path: string; message: string }[] };
    expect(body.status).toBe("ERROR");
    expect(body.errors.map((e) => e.path)).toEqual([field]);
    expect(body.errors[0]!.message).toMatch(new RegExp(`^${field} `));
  });
});
