// The drawing kit: escaping, rounding, a seeded random source and the Art class that collects one
// SVG's <defs>, plus the two shapes every dish uses (scattered points, wobbly blobs).
// Deterministic: no Math.random, no dates.

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const f = (x) => String(Math.round(x));
function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One drawing: collects the <defs> it needs and owns a seeded random source. */
export class Art {
  constructor(seed) {
    this.defs = new Map();
    this.rnd = rng(hash(seed));
    /** 1 for a full drawing; smaller inside bundle cards, where each dish is drawn smaller and simpler. */
    this.detail = 1;
  }
  /** How many of something to draw at the current detail. */
  n(k) {
    return Math.max(2, Math.round(k * this.detail));
  }
  def(id, inner) {
    if (!this.defs.has(id)) this.defs.set(id, `<g id="${id}">${inner}</g>`);
    return id;
  }
  use(id, x, y, rot = null, extra = "") {
    const t = rot === null ? `x="${f(x)}" y="${f(y)}"` : `transform="translate(${f(x)} ${f(y)})rotate(${Math.round(rot)})"`;
    return `<use href="#${id}" ${t}${extra}/>`;
  }
  svg(w, h, title, body) {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
  }
}

/** n points in a disc of radius R around (cx, cy), kept apart where possible. */
export function scatter(r, n, cx, cy, R, minDist, taken = [], fold = (p) => p) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    let best = null;
    let bestD = -1;
    for (let t = 0; t < 24; t++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * R;
      const p = fold([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
      let near = Infinity;
      for (const q of [...taken, ...pts]) near = Math.min(near, Math.hypot(p[0] - q[0], p[1] - q[1]));
      if (near >= minDist) {
        best = p;
        break;
      }
      if (near > bestD) {
        bestD = near;
        best = p;
      }
    }
    pts.push(best);
  }
  taken.push(...pts);
  return pts;
}

/** A wobbly closed blob (melted cheese, sauce pools). */
export function blob(r, cx, cy, R, wobble = 0.07, k = 12) {
  const p = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const rr = R * (1 - wobble + r() * wobble * 2);
    p.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  const mid = (i) => {
    const a = p[i % k];
    const b = p[(i + 1) % k];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  let d = `M${f(mid(0)[0])} ${f(mid(0)[1])}`;
  for (let i = 1; i <= k; i++) {
    const c = p[i % k];
    const m = mid(i);
    d += `Q${f(c[0])} ${f(c[1])} ${f(m[0])} ${f(m[1])}`;
  }
  return d + "Z";
}
