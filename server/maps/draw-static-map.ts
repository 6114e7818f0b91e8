// Our own static map images, drawn as SVG: a stylised street map around a point, with a pin at the
// centre. Nothing is fetched from outside: the "map" is generated procedurally in Web-Mercator
// pixel space at the requested zoom, from the features of the tiles the window covers
// (./tile-features), chained into compact relative paths.
import { node, STEP, streetEnd, TILE, worldPixel, type Dir, type Point } from "./lattice";
import { tileFeatures, type RiverSegment, type TileFeatures } from "./tile-features";

export interface StaticMapInput {
  lat: number;
  lon: number;
  zoom: number;
  width: number;
  height: number;
}

const STATIC_MAP_TITLE = "Map of the area around the restaurant";

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
