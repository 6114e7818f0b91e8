// The ground the static maps are drawn on: Web-Mercator pixel space, deterministic hashing of
// global integer coordinates, and the street lattice (jittered nodes, main roads, diagonal
// avenues, a gentle warp). Every value is a pure function of its coordinates and the zoom, so
// overlapping windows agree where they overlap.

// ---------------------------------------------------------------------------------------------
// Web Mercator

export const TILE = 256;
/** Street lattice cells per tile side: a street about every 32 px at any zoom. */
export const CELLS = 8;
export const CELL = TILE / CELLS;
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

export const Salt = {
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
export type Salt = (typeof Salt)[keyof typeof Salt];

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) determined by the integer keys. */
export function rand(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) h = mix(h ^ mix((k | 0) + 0x632be5ab));
  return h / 4294967296;
}

export const wrap = (i: number, n: number) => ((i % n) + n) % n;

// ---------------------------------------------------------------------------------------------
// The street lattice: node (i, j) sits near the centre of lattice cell (i, j), jittered. Main roads
// are whole lattice rows or columns chosen by hash (never two side by side), jittered less.

function mainRaw(salt: Salt, index: number, zoom: number) {
  return rand(salt, index, zoom) < 0.14;
}
export function isMain(salt: Salt, index: number, zoom: number) {
  return mainRaw(salt, index, zoom) && !mainRaw(salt, index - 1, zoom);
}
/** A few diagonal avenues run through lattice nodes: i − j constant ("d") or i + j constant ("a"). */
export function isDiagonal(dir: "d" | "a", index: number, zoom: number) {
  return rand(Salt.Diagonal, dir === "d" ? 0 : 1, index, zoom) < 0.008;
}

export type Point = [number, number];

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

export function node(i: number, j: number, zoom: number): Point {
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
export const STEP = { h: [1, 0], v: [0, 1], d: [1, 1], a: [1, -1] } as const;
export type Dir = keyof typeof STEP;
export const streetEnd = (dir: Dir, i: number, j: number, zoom: number) => node(i + STEP[dir][0], j + STEP[dir][1], zoom);
