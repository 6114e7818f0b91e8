// What one 256-px map tile holds at a zoom: streets (the lattice edges it owns), lanes, parks with
// their ponds, tinted blocks and the river segments that start in it. A pure function of the
// tile's coordinates, so two windows that overlap draw the same features where they overlap.
import { CELL, CELLS, isDiagonal, isMain, node, rand, Salt, TILE, wrap, type Dir, type Point } from "./lattice";

/** A street from node (i, j) to the next node in its direction: h →, v ↓, d ↘, a ↗. */
interface Street {
  dir: Dir;
  i: number;
  j: number;
  main: boolean;
}

interface Park {
  /** Outline through lattice nodes, global pixels. */
  outline: Point[];
  pond?: { cx: number; cy: number; rx: number; ry: number; angle: number };
}

/** A short lane across a block, global pixels. */
interface Lane {
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
