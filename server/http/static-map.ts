// Our own static map images: GET /maps/static.svg?lat=..&lon=..&zoom=13&w=560&h=321 draws a
// stylised street map around a point, with a pin at the centre. Nothing is fetched from outside:
// the "map" is generated procedurally in Web-Mercator pixel space at the requested zoom. Every
// feature is a pure function of global coordinates (tile, lattice node, river band, zoom), so two
// windows that overlap draw the same streets, parks and rivers where they overlap.
import express, { type Request, type Response } from "express";
import { createHash } from "node:crypto";
import { z } from "zod";
import { issuesToErrors, sendErrors } from "./api/define";

export interface StaticMapInput {
  lat: number;
  lon: number;
  zoom: number;
  width: number;
  height: number;
}

export const STATIC_MAP_TITLE = "Map of the area around the restaurant";

// ---------------------------------------------------------------------------------------------
// Web Mercator

const TILE = 256;
/** Street lattice cells per tile side: a street about every 32 px at any zoom. */
const CELLS = 8;
const CELL = TILE / CELLS;
const MAX_LAT = 85.0511287798066;

/** Global pixel coordinates of a point at a zoom (the world is 256 · 2^zoom pixels square). */
export function worldPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const phi = (Math.min(MAX_LAT, Math.max(-MAX_LAT, lat)) * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size,
  };
}

// ---------------------------------------------------------------------------------------------
// Deterministic hashing: every random choice is a hash of global integer coordinates.

const Salt = {
  NodeX: 1,
  NodeY: 2,
  MainRow: 3,
  MainCol: 4,
  EdgeH: 5,
  EdgeV: 6,
  Density: 7,
  Parks: 8,
  Lane: 9,
  RiverH: 10,
  RiverV: 11,
  RiverPoint: 12,
  Pond: 13,
  Block: 14,
  Warp: 15,
  Diagonal: 16,
} as const;
type Salt = (typeof Salt)[keyof typeof Salt];

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) determined by the integer keys. */
function rand(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) h = mix(h ^ mix((k | 0) + 0x632be5ab));
  return h / 4294967296;
}

const wrap = (i: number, n: number) => ((i % n) + n) % n;

// ---------------------------------------------------------------------------------------------
// The street lattice: node (i, j) sits near the centre of lattice cell (i, j), jittered. Main roads
// are whole lattice rows or columns chosen by hash (never two side by side), jittered less.

function mainRaw(salt: Salt, index: number, zoom: number) {
  return rand(salt, index, zoom) < 0.14;
}
function isMain(salt: Salt, index: number, zoom: number) {
  return mainRaw(salt, index, zoom) && !mainRaw(salt, index - 1, zoom);
}
/** A few diagonal avenues run through lattice nodes: i − j constant ("d") or i + j constant ("a"). */
function isDiagonal(dir: "d" | "a", index: number, zoom: number) {
  return rand(Salt.Diagonal, dir === "d" ? 0 : 1, index, zoom) < 0.008;
}

type Point = [number, number];

// A smooth, low-frequency displacement (value noise on a 512-px grid) bends the lattice so streets
// curve gently instead of forming a perfect grid.
const WARP_GRID = 2 * TILE;
const WARP = 36;

function warpField(x: number, y: number, zoom: number, axis: number): number {
  const n = (TILE * 2 ** zoom) / WARP_GRID || 1;
  const gx = Math.floor(x / WARP_GRID);
  const gy = Math.floor(y / WARP_GRID);
  const s = (t: number) => t * t * (3 - 2 * t);
  const u = s(x / WARP_GRID - gx);
  const v = s(y / WARP_GRID - gy);
  const at = (a: number, b: number) => rand(Salt.Warp, wrap(a, n), b, zoom, axis) * 2 - 1;
  const top = at(gx, gy) * (1 - u) + at(gx + 1, gy) * u;
  const bottom = at(gx, gy + 1) * (1 - u) + at(gx + 1, gy + 1) * u;
  return (top * (1 - v) + bottom * v) * WARP;
}

function node(i: number, j: number, zoom: number): Point {
  const wi = wrap(i, CELLS * 2 ** zoom);
  const diagonal = isDiagonal("d", wi - j, zoom) || isDiagonal("a", wi + j, zoom);
  const jx = diagonal || isMain(Salt.MainCol, wi, zoom) ? 1 : 9;
  const jy = diagonal || isMain(Salt.MainRow, j, zoom) ? 1 : 9;
  const x = i * CELL + CELL / 2;
  const y = j * CELL + CELL / 2;
  return [
    x + warpField(x, y, zoom, 0) + (rand(Salt.NodeX, wi, j, zoom) - 0.5) * jx,
    y + warpField(x, y, zoom, 1) + (rand(Salt.NodeY, wi, j, zoom) - 0.5) * jy,
  ];
}

/** Lattice steps: a street from node (i, j) to node (i + dx, j + dy). */
const STEP = { h: [1, 0], v: [0, 1], d: [1, 1], a: [1, -1] } as const;
type Dir = keyof typeof STEP;
const streetEnd = (dir: Dir, i: number, j: number, zoom: number) => node(i + STEP[dir][0], j + STEP[dir][1], zoom);

/** A street from node (i, j) to the next node in its direction: h →, v ↓, d ↘, a ↗. */
export interface Street {
  dir: Dir;
  i: number;
  j: number;
  main: boolean;
}

export interface Park {
  /** Outline through lattice nodes, global pixels. */
  outline: Point[];
  pond?: { cx: number; cy: number; rx: number; ry: number; angle: number };
}

/** A short lane across a block, global pixels. */
export interface Lane {
  from: Point;
  to: Point;
}

export interface RiverSegment {
  /** Which river (an id unique at this zoom) and which segment of it. */
  river: string;
  k: number;
  width: number;
  /** Cubic Bézier from p0 to p3, global pixels. */
  p0: Point;
  c1: Point;
  c2: Point;
  p3: Point;
}

export interface TileFeatures {
  streets: Street[];
  lanes: Lane[];
  parks: Park[];
  /** Tinted blocks (denser built-up areas), as outlines through lattice nodes. */
  blocks: Point[][];
  rivers: RiverSegment[];
}

function cellOutline(i0: number, j0: number, sw: number, sh: number, zoom: number): Point[] {
  const pts: Point[] = [];
  for (let i = i0; i < i0 + sw; i++) pts.push(node(i, j0, zoom));
  for (let j = j0; j < j0 + sh; j++) pts.push(node(i0 + sw, j, zoom));
  for (let i = i0 + sw; i > i0; i--) pts.push(node(i, j0 + sh, zoom));
  for (let j = j0 + sh; j > j0; j--) pts.push(node(i0, j, zoom));
  return pts;
}

// Rivers meander through bands four tiles wide: a horizontal river in some row bands, a vertical
// one in some column bands. Points every half tile along the river; segment k starts at point k and
// belongs to the tile that contains that point.
const BAND_TILES = 4;
const BAND = BAND_TILES * TILE;
const RIVER_STEP = TILE / 2;

interface River {
  id: string;
  width: number;
  /** Point k of the river, global pixels. */
  point: (k: number) => Point;
}

function horizontalRiver(band: number, zoom: number): River | null {
  if (rand(Salt.RiverH, band, zoom) >= 0.3) return null;
  const base = band * BAND + (0.3 + 0.4 * rand(Salt.RiverH, band, zoom, 1)) * BAND;
  const n = (2 ** zoom * TILE) / RIVER_STEP;
  return {
    id: `h${band}`,
    width: 9 + 10 * rand(Salt.RiverH, band, zoom, 2),
    point: (k) => [k * RIVER_STEP, base + (rand(Salt.RiverPoint, wrap(k, n), band, zoom) - 0.5) * 180],
  };
}

function verticalRiver(band: number, zoom: number): River | null {
  const n = 2 ** zoom / BAND_TILES;
  const wb = wrap(band, n);
  if (rand(Salt.RiverV, wb, zoom) >= 0.2) return null;
  const base = band * BAND + (0.3 + 0.4 * rand(Salt.RiverV, wb, zoom, 1)) * BAND;
  return {
    id: `v${wb}`,
    width: 9 + 10 * rand(Salt.RiverV, wb, zoom, 2),
    point: (k) => [base + (rand(Salt.RiverPoint, k, wb, zoom, 1) - 0.5) * 180, k * RIVER_STEP],
  };
}

function riverSegment(r: River, k: number): RiverSegment {
  const [a, p0, p3, b] = [r.point(k - 1), r.point(k), r.point(k + 1), r.point(k + 2)];
  // Catmull-Rom through the points, as cubic Béziers.
  return {
    river: r.id,
    k,
    width: r.width,
    p0,
    c1: [p0[0] + (p3[0] - a[0]) / 6, p0[1] + (p3[1] - a[1]) / 6],
    c2: [p3[0] - (b[0] - p0[0]) / 6, p3[1] - (b[1] - p0[1]) / 6],
    p3,
  };
}

const tileOf = (p: Point): [number, number] => [Math.floor(p[0] / TILE), Math.floor(p[1] / TILE)];

/** Everything that belongs to one 256-px tile at a zoom, in global pixels. A pure function. */
export function tileFeatures(tx: number, ty: number, zoom: number): TileFeatures {
  const n = 2 ** zoom;
  const wtx = wrap(tx, n);
  const i0 = tx * CELLS;
  const j0 = ty * CELLS;

  // Parks: none, one or two, each one or two lattice cells a side, wholly inside the tile's cells.
  const parks: Park[] = [];
  const inPark = new Set<string>();
  const removed = new Set<string>();
  const r = rand(Salt.Parks, wtx, ty, zoom);
  const parkCount = r < 0.25 ? 0 : r < 0.75 ? 1 : 2;
  for (let p = 0; p < parkCount; p++) {
    const sw = 1 + Math.floor(rand(Salt.Parks, wtx, ty, zoom, p, 1) * 2.6);
    const sh = 1 + Math.floor(rand(Salt.Parks, wtx, ty, zoom, p, 2) * 2.4);
    const ci = Math.floor(rand(Salt.Parks, wtx, ty, zoom, p, 3) * (CELLS - sw + 1));
    const cj = Math.floor(rand(Salt.Parks, wtx, ty, zoom, p, 4) * (CELLS - sh + 1));
    const park: Park = { outline: cellOutline(i0 + ci, j0 + cj, sw, sh, zoom) };
    for (let a = 0; a < sw; a++) for (let b = 0; b < sh; b++) inPark.add(`${ci + a},${cj + b}`);
    // Paths inside a park are not streets.
    for (let a = 0; a < sw; a++) for (let b = 1; b < sh; b++) removed.add(`h${ci + a},${cj + b}`);
    for (let a = 1; a < sw; a++) for (let b = 0; b < sh; b++) removed.add(`v${ci + a},${cj + b}`);
    if (sw * sh >= 2 && rand(Salt.Pond, wtx, ty, zoom, p) < 0.6) {
      const pts = park.outline;
      const cx = pts.reduce((s, q) => s + q[0], 0) / pts.length;
      const cy = pts.reduce((s, q) => s + q[1], 0) / pts.length;
      park.pond = {
        cx: cx + (rand(Salt.Pond, wtx, ty, zoom, p, 1) - 0.5) * 5 * sw,
        cy: cy + (rand(Salt.Pond, wtx, ty, zoom, p, 2) - 0.5) * 5 * sh,
        rx: CELL * sw * (0.16 + 0.1 * rand(Salt.Pond, wtx, ty, zoom, p, 3)),
        ry: CELL * sh * (0.12 + 0.08 * rand(Salt.Pond, wtx, ty, zoom, p, 4)),
        angle: Math.round(rand(Salt.Pond, wtx, ty, zoom, p, 5) * 30 - 15),
      };
    }
    parks.push(park);
  }

  // Streets: the tile owns the edges that start at its nodes. Some minor ones are missing, more so
  // in quieter tiles; main roads always run through.
  const dropP = 0.04 + 0.2 * rand(Salt.Density, wtx, ty, zoom);
  const streets: Street[] = [];
  const lanes: Lane[] = [];
  const blocks: Point[][] = [];
  for (let a = 0; a < CELLS; a++) {
    for (let b = 0; b < CELLS; b++) {
      const i = i0 + a;
      const j = j0 + b;
      const wi = wrap(i, CELLS * n);
      const mainRow = isMain(Salt.MainRow, j, zoom);
      const mainCol = isMain(Salt.MainCol, wi, zoom);
      if (mainRow || (!removed.has(`h${a},${b}`) && rand(Salt.EdgeH, wi, j, zoom) >= dropP))
        streets.push({ dir: "h", i, j, main: mainRow });
      if (mainCol || (!removed.has(`v${a},${b}`) && rand(Salt.EdgeV, wi, j, zoom) >= dropP))
        streets.push({ dir: "v", i, j, main: mainCol });
      if (isDiagonal("d", wi - j, zoom)) streets.push({ dir: "d", i, j, main: true });
      if (isDiagonal("a", wi + j, zoom)) streets.push({ dir: "a", i, j, main: true });
      if (inPark.has(`${a},${b}`)) continue;
      const l = rand(Salt.Lane, wi, j, zoom);
      if (l < 0.16) {
        const [p00, p10, p01, p11] = [node(i, j, zoom), node(i + 1, j, zoom), node(i, j + 1, zoom), node(i + 1, j + 1, zoom)];
        const mid = (p: Point, q: Point, t: number): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
        const t = 0.35 + 0.3 * rand(Salt.Lane, wi, j, zoom, 1);
        lanes.push(l < 0.08 ? { from: mid(p00, p01, t), to: mid(p10, p11, t) } : { from: mid(p00, p10, t), to: mid(p01, p11, t) });
      } else if (rand(Salt.Block, wi, j, zoom) < 0.07) {
        blocks.push(cellOutline(i, j, 1, 1, zoom));
      }
    }
  }

  // River segments starting in this tile.
  const rivers: RiverSegment[] = [];
  const owns = (p: Point) => {
    const [px, py] = tileOf(p);
    return px === tx && py === ty;
  };
  const h = horizontalRiver(Math.floor(ty / BAND_TILES), zoom);
  if (h) for (let k = tx * 2; k < tx * 2 + 2; k++) if (owns(h.point(k))) rivers.push(riverSegment(h, k));
  const v = verticalRiver(Math.floor(tx / BAND_TILES), zoom);
  if (v) for (let k = ty * 2; k < ty * 2 + 2; k++) if (owns(v.point(k))) rivers.push(riverSegment(v, k));

  return { streets, lanes, parks, blocks, rivers };
}

// ---------------------------------------------------------------------------------------------
// Drawing

const COLOURS = {
  land: "#f1eee8",
  block: "#e9e5dd",
  park: "#c9e7bd",
  parkEdge: "#b5dba6",
  water: "#a6d2ea",
  lane: "#ffffff",
  street: "#ffffff",
  streetCasing: "#dcd6cb",
  main: "#fff7d6",
  mainCasing: "#e8cf8a",
  pin: "#e8412c",
  pinEdge: "#a8271a",
};

/** The SVG (a complete document) of the map around lat/lon at a zoom, width × height pixels. */
export function drawStaticMap({ lat, lon, zoom, width, height }: StaticMapInput): string {
  const centre = worldPixel(lat, lon, zoom);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const right = left + width;
  const bottom = top + height;
  // Output coordinates are window pixels in whole tenths; paths are relative to save bytes.
  const tenths = (p: Point): Point => [Math.round((p[0] - left) * 10), Math.round((p[1] - top) * 10)];
  const pt = (p: Point) => numbers(tenths(p));
  const line = (pts: Point[], close = false) => {
    const t = pts.map(tenths);
    const [first] = t;
    if (!first) return "";
    const deltas = t.slice(1).flatMap((q, k) => [q[0] - t[k]![0], q[1] - t[k]![1]]);
    return `M${numbers(first)}${deltas.length ? `l${numbers(deltas)}` : ""}${close ? "z" : ""}`;
  };
  const visible = (pts: Point[], pad: number) => {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const [x, y] of pts) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    return x1 >= left - pad && x0 <= right + pad && y1 >= top - pad && y0 <= bottom + pad;
  };

  // Features can reach up to two lattice cells (or half a tile, for rivers) beyond their own tile.
  const margin = TILE / 2 + 16;
  const features: TileFeatures[] = [];
  for (let ty = Math.floor((top - margin) / TILE); ty <= Math.floor((bottom + margin) / TILE); ty++)
    for (let tx = Math.floor((left - margin) / TILE); tx <= Math.floor((right + margin) / TILE); tx++)
      features.push(tileFeatures(tx, ty, zoom));

  const polygon = (pts: Point[]) => line(pts, true);
  const blocks = features.flatMap((f) => f.blocks).filter((b) => visible(b, 2));
  const parks = features.flatMap((f) => f.parks).filter((p) => visible(p.outline, 2));
  const ponds = parks.flatMap((p) => (p.pond ? [p.pond] : []));
  const lanes = features.flatMap((f) => f.lanes).filter((l) => visible([l.from, l.to], 2));

  // Streets: chain consecutive lattice edges of one class into polylines.
  const streetMap = new Map<string, boolean>();
  for (const f of features)
    for (const s of f.streets) {
      if (visible([node(s.i, s.j, zoom), streetEnd(s.dir, s.i, s.j, zoom)], 8)) streetMap.set(`${s.dir}${s.i},${s.j}`, s.main);
    }
  const chains = (main: boolean) => {
    const out: string[] = [];
    for (const key of [...streetMap.keys()].sort()) {
      const dir = key[0] as Dir;
      const [dx, dy] = STEP[dir];
      const [i, j] = key.slice(1).split(",").map(Number) as [number, number];
      if (streetMap.get(key) !== main) continue;
      const prev = `${dir}${i - dx},${j - dy}`;
      if (streetMap.get(prev) === main) continue; // not the start of a chain
      const pts = [node(i, j, zoom)];
      for (let step = 0; ; step++) {
        const [ci, cj] = [i + step * dx, j + step * dy];
        if (streetMap.get(`${dir}${ci},${cj}`) !== main) break;
        pts.push(streetEnd(dir, ci, cj, zoom));
      }
      out.push(line(pts));
    }
    return out.join("");
  };
  const minor = chains(false);
  const main = chains(true);

  // Rivers: chain consecutive Bézier segments of each river.
  const segs = features
    .flatMap((f) => f.rivers)
    .filter((s) => visible([s.p0, s.c1, s.c2, s.p3], s.width))
    .sort((a, b) => (a.river === b.river ? a.k - b.k : a.river < b.river ? -1 : 1));
  const rivers: { width: number; d: string }[] = [];
  let last: RiverSegment | undefined;
  for (const s of segs) {
    const curve = `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.p3)}`;
    const current = rivers[rivers.length - 1];
    if (current && last && last.river === s.river && last.k === s.k - 1) current.d += curve;
    else rivers.push({ width: s.width, d: `M${pt(s.p0)}${curve}` });
    last = s;
  }

  const w = fmt(width);
  const h = fmt(height);
  const sw = zoom >= 15 ? 1.25 : zoom <= 11 ? 0.85 : 1; // line weights grow a little with zoom
  const cx = fmt(width / 2);
  const cy = fmt(height / 2);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="map-title">`,
    `<title id="map-title">${STATIC_MAP_TITLE}</title>`,
    `<defs><path id="st" d="${minor}"/><path id="mr" d="${main}"/></defs>`,
    `<rect width="${w}" height="${h}" fill="${COLOURS.land}"/>`,
    blocks.length ? `<path fill="${COLOURS.block}" d="${blocks.map(polygon).join("")}"/>` : "",
    parks.length
      ? `<path id="parks" fill="${COLOURS.park}" stroke="${COLOURS.parkEdge}" stroke-width="1" stroke-linejoin="round" d="${parks.map((p) => polygon(p.outline)).join("")}"/>`
      : "",
    ponds.length
      ? `<g fill="${COLOURS.water}">${ponds.map((p) => `<ellipse transform="translate(${pt([p.cx, p.cy])}) rotate(${p.angle})" rx="${fmt(p.rx)}" ry="${fmt(p.ry)}"/>`).join("")}</g>`
      : "",
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">`,
    lanes.length
      ? `<path stroke="${COLOURS.lane}" stroke-width="${fmt(1.6 * sw)}" d="${lanes.map((l) => line([l.from, l.to])).join("")}"/>`
      : "",
    `<use href="#st" xlink:href="#st" stroke="${COLOURS.streetCasing}" stroke-width="${fmt(4.6 * sw)}"/>`,
    `<use href="#st" xlink:href="#st" stroke="${COLOURS.street}" stroke-width="${fmt(3 * sw)}"/>`,
    rivers.map((r) => `<path stroke="${COLOURS.water}" stroke-width="${fmt(r.width * sw)}" stroke-linecap="butt" d="${r.d}"/>`).join(""),
    `<use href="#mr" xlink:href="#mr" stroke="${COLOURS.mainCasing}" stroke-width="${fmt(8.5 * sw)}"/>`,
    `<use href="#mr" xlink:href="#mr" stroke="${COLOURS.main}" stroke-width="${fmt(6.5 * sw)}"/>`,
    `</g>`,
    // The pin: a teardrop whose tip is exactly at the centre point, with a white dot and a shadow.
    `<g id="pin" transform="translate(${cx} ${cy})">`,
    `<ellipse rx="7" ry="2.6" fill="#000" fill-opacity=".28"/>`,
    `<path d="M0 0C-3-9-12-14-12-24a12 12 0 1 1 24 0c0 10-9 15-12 24z" fill="${COLOURS.pin}" stroke="${COLOURS.pinEdge}" stroke-width="1.2"/>`,
    `<circle cy="-24" r="4.6" fill="#fff"/>`,
    `</g></svg>`,
  ];
  return parts.join("");
}

/** Short decimal: one place, no trailing ".0", no "-0". */
function fmt(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

/** Whole tenths as compact SVG path numbers: "12.5 -.3 4" → "12.5-.3 4". */
function numbers(ts: number[]): string {
  return ts
    .map((t) => (t === 0 ? "0" : String(t / 10).replace(/^(-?)0\./, "$1.")))
    .join(" ")
    .replace(/ -/g, "-");
}

// ---------------------------------------------------------------------------------------------
// HTTP

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function numberParam(name: string, min: number, max: number, integer = false) {
  const range = integer ? `${name} must be a whole number from ${min} to ${max}` : `${name} must be between ${min} and ${max}`;
  const number = z.number().min(min, range).max(max, range);
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`) })
    .regex(NUMBER, `${name} must be a number`)
    .transform(Number)
    .pipe(integer ? number.int(range) : number);
}

export const staticMapQuery = z.object({
  lat: numberParam("lat", -90, 90),
  lon: numberParam("lon", -180, 180),
  zoom: numberParam("zoom", 10, 16, true).default(13),
  w: numberParam("w", 100, 1120, true).default(560),
  h: numberParam("h", 100, 1120, true).default(321),
});

/** Serves GET /maps/static.svg. Mount it before the session middleware: images set no cookies. */
export function staticMapRouter() {
  const router = express.Router();
  router.get("/maps/static.svg", (req: Request, res: Response) => {
    const parsed = staticMapQuery.safeParse(req.query);
    if (!parsed.success) {
      res.setHeader("Cache-Control", "no-store");
      return sendErrors(res, 400, issuesToErrors("query", parsed.error));
    }
    const { lat, lon, zoom, w, h } = parsed.data;
    const svg = drawStaticMap({ lat, lon, zoom, width: w, height: h });
    res.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=86400, immutable");
    res.setHeader("ETag", `W/"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`);
    // Express answers 304 when If-None-Match matches the ETag.
    res.send(svg);
  });
  return router;
}
