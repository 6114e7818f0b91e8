// Draws the menu, category, hero and brand artwork as small flat SVGs into public/images/.
// Everything is derived from seeds/{uk,ie}/menu.json and is deterministic (no Math.random, no dates):
// running it twice produces byte-identical files. No dependencies.
// Run: node seeds/tools/draw-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = resolve(root, "public", "images");
const MAX_BYTES = 4000;

// ---------- small helpers ----------
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const f = (x) => String(Math.round(x));
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
class Art {
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
function scatter(r, n, cx, cy, R, minDist, taken = [], fold = (p) => p) {
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
function blob(r, cx, cy, R, wobble = 0.07, k = 12) {
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

// ---------- topping shapes ----------
const SHAPES = {
  pep: '<circle r="12" fill="#a82b22"/><circle r="9.5" fill="#c63c31"/><circle cx="-4" cy="-3" r="1.8" fill="#8c2019"/><circle cx="4" cy="3" r="1.8" fill="#8c2019"/>',
  sal: '<circle r="11" fill="#7d1d1a"/><circle r="8.5" fill="#9b2a24"/><circle cx="-3" cy="2" r="2" fill="#f1d3c2"/><circle cx="3" cy="-3" r="1.5" fill="#f1d3c2"/>',
  ham: '<rect x="-10" y="-7" width="20" height="14" rx="4" fill="#f2a7a3" stroke="#d8807c" stroke-width="2"/>',
  pan: '<rect x="-9" y="-4" width="18" height="8" rx="3" fill="#e59a8c" stroke="#b8614f" stroke-width="2"/>',
  mus: '<path d="M-11 2A11 10 0 0 1 11 2Z" fill="#e9d6b8" stroke="#94704c" stroke-width="2"/><path d="M-3 2h6v7h-6z" fill="#f3e6cf" stroke="#94704c" stroke-width="2"/>',
  wmu: '<path d="M-11 2A11 10 0 0 1 11 2Z" fill="#a9774a" stroke="#5e3d22" stroke-width="2"/><path d="M-3 2h6v7h-6z" fill="#e6cfa8" stroke="#5e3d22" stroke-width="2"/>',
  oli: '<circle r="6" fill="none" stroke="#2b2b2b" stroke-width="4"/>',
  jal: '<circle r="8" fill="#4a8a2c"/><circle r="5.5" fill="#c7e29a"/><circle r="2" fill="#f4f1d0"/>',
  prd: '<path d="M-10 4Q0-8 10 4" fill="none" stroke="#d8402a" stroke-width="5" stroke-linecap="round"/>',
  pgr: '<path d="M-10 4Q0-8 10 4" fill="none" stroke="#4f9a34" stroke-width="5" stroke-linecap="round"/>',
  oni: '<path d="M-9 3A10 10 0 0 1 9 3" fill="none" stroke="#9b4f96" stroke-width="3" stroke-linecap="round"/>',
  chk: '<path d="M-10 0C-10-7 8-9 10-2S2 8-4 7-10 4-10 0Z" fill="#e3b57c" stroke="#b98a50" stroke-width="1.5"/>',
  bas: '<path d="M-10 0Q0-9 10 0Q0 9-10 0Z" fill="#3d8b37"/><path d="M-8 0H8" stroke="#2a6626"/>',
  spn: '<path d="M-12 0Q0-10 12 0Q0 10-12 0Z" fill="#2f6b2f"/>',
  roc: '<path d="M-12 0l4-4 2 3 3-5 2 4 3-4 2 4 4 2-4 2-3 3-3-3-3 3-4-3z" fill="#6aa84f"/>',
  pin: '<path d="M-8 6L0-8L8 6Z" fill="#f6d54a" stroke="#dfb02a" stroke-width="1.5" stroke-linejoin="round"/>',
  prw: '<path d="M-7 6A9 9 0 1 1 8 3" fill="none" stroke="#f08a5d" stroke-width="7" stroke-linecap="round"/>',
  tun: '<path d="M-9-4l8-3 9 4-3 8-10 1Z" fill="#cbb0a6" stroke="#a8877c" stroke-width="1.5"/>',
  sau: '<circle r="8" fill="#8a4a2c"/><circle cx="-2" cy="-2" r="3" fill="#a9643f"/>',
  bef: '<circle r="6" fill="#6e3420"/>',
  ndu: '<path d="M-8-2C-6-9 6-8 8-2S4 8-2 7-10 4-8-2Z" fill="#b23a1f"/>',
  bpd: '<circle r="9" fill="#3b1c1c"/><circle r="2" cx="-3" cy="-2" fill="#efe3d0"/><circle r="1.6" cx="3" cy="3" fill="#efe3d0"/>',
  moz: '<circle r="10" fill="#fffaf0" stroke="#efe4cc" stroke-width="2"/>',
  goa: '<circle r="9" fill="#fdfdf6" stroke="#e0d7c3" stroke-width="3"/>',
  ric: '<path d="M-8 0C-8-6 6-8 8-1S2 7-3 6-8 4-8 0Z" fill="#fffdf8"/>',
  gor: '<circle r="9" fill="#ece9d4"/><circle cx="-3" cy="-2" r="2" fill="#7d8fa3"/><circle cx="3" cy="3" r="1.6" fill="#7d8fa3"/>',
  prv: '<rect x="-8" y="-6" width="16" height="12" rx="3" fill="#f3d9a0" stroke="#c9a25c" stroke-width="1.5"/>',
  hcs: '<path d="M-8 3L2-6L8 5Z" fill="#f7efcf" stroke="#dccb96"/>',
  chd: '<rect x="-5" y="-5" width="10" height="10" rx="2" fill="#f0a030"/>',
  chf: '<rect x="-3" y="-1.5" width="6" height="3" rx="1" fill="#d32f1e"/>',
  scb: '<path d="M-6 4C-8-4 6-8 7 0S-2 10-6 4Z" fill="#f0541e"/>',
  tom: '<circle r="8" fill="#e0362a"/><circle cx="-3" cy="-3" r="2" fill="#f7a094"/>',
  cou: '<circle r="8" fill="#3f7d32"/><circle r="6" fill="#dfe8b0"/>',
  aub: '<circle r="9" fill="#4b2a4f"/><circle r="7" fill="#e3cf9a"/>',
  bro: '<circle cx="-4" r="5" fill="#3c7f2c"/><circle cx="4" r="5" fill="#3c7f2c"/><circle cy="-5" r="5" fill="#4e9a38"/>',
  app: '<path d="M-9 4A10 10 0 0 1 9 4Z" fill="#f4e3a1" stroke="#d9a441" stroke-width="2"/>',
  cap: '<circle r="3.5" fill="#6b8e23"/>',
  gar: '<ellipse rx="5" ry="3.5" fill="#f7efd8" stroke="#d8c79f"/>',
  spk: '<circle r="1.8" fill="#4f7a2a"/>',
  trf: '<circle r="2.5" fill="#3a2a1e"/>',
  chu: '<path d="M-7 0C-7-5 5-6 7 0S2 6-2 5-7 3-7 0Z" fill="#7a3b1b"/>',
  pro: '<path d="M-12 0q6-8 12 0t12 0" fill="none" stroke="#e98f8c" stroke-width="7" stroke-linecap="round"/>',
};
/** ingredient id (from "Customise your pizza" options inc-*) -> [shape, count, rotates] */
const TOPPING = {
  basil: [["bas", 5, 1]],
  oregano: [["spk", 10, 0]],
  pepperoni: [["pep", 9, 0]],
  ham: [["ham", 6, 1]],
  mushrooms: [["mus", 6, 1]],
  "wild-mushrooms": [["wmu", 7, 1]],
  "truffle-oil": [["trf", 8, 0]],
  chicken: [["chk", 6, 1]],
  "red-onion": [["oni", 5, 1]],
  peppers: [
    ["prd", 3, 1],
    ["pgr", 3, 1],
  ],
  "black-olives": [["oli", 6, 0]],
  jalapenos: [["jal", 5, 0]],
  "chilli-flakes": [["chf", 8, 1]],
  "scotch-bonnet": [["scb", 5, 1]],
  pineapple: [["pin", 6, 1]],
  spinach: [["spn", 5, 1]],
  ricotta: [["ric", 5, 1]],
  nduja: [["ndu", 6, 1]],
  "king-prawns": [["prw", 6, 1]],
  tuna: [["tun", 6, 1]],
  capers: [["cap", 7, 0]],
  gorgonzola: [["gor", 5, 0]],
  provolone: [["prv", 5, 1]],
  "hard-cheese": [["hcs", 6, 1]],
  garlic: [["gar", 4, 1]],
  thyme: [["spk", 8, 0]],
  sausage: [["sau", 7, 0]],
  "spicy-beef": [["bef", 8, 0]],
  pancetta: [["pan", 6, 1]],
  "spicy-salami": [["sal", 8, 0]],
  prosciutto: [["pro", 4, 1]],
  rocket: [["roc", 6, 1]],
  "goats-cheese": [["goa", 6, 0]],
  "onion-chutney": [["chu", 5, 1]],
  courgette: [["cou", 5, 0]],
  aubergine: [["aub", 4, 0]],
  "cherry-tomatoes": [["tom", 6, 0]],
  broccoli: [["bro", 4, 1]],
  "black-pudding": [["bpd", 6, 0]],
  cheddar: [["chd", 6, 1]],
  apple: [["app", 5, 1]],
};
const SAUCE = { "tomato-sauce": "#c8402b", "bbq-sauce": "#7a3518", "garlic-cream": "#f3e6c6", pesto: "#6f9a3a" };
const CHEESE = { mozzarella: "#f5d98a", "vegan-mozzarella": "#efe2ad" };
const DRIZZLE = { "hot-honey": "#e0a526", "ghost-chilli-oil": "#c8261a", "chilli-oil": "#d4431f", pesto: "#4f8a2b" };

/**
 * A pizza at (200, 150). style: classic | thin | gf | kids. detail scales the topping counts.
 * halves: [ingredients left, ingredients right] draws a half & half.
 */
function pizza(a, ings, { style = "classic", halves = null, face = false } = {}) {
  const detail = a.detail;
  const r = a.rnd;
  const R = style === "kids" ? 100 : 118;
  const crust = style === "gf" ? "#e6bf7f" : style === "thin" ? "#e8bb77" : "#dfa25a";
  const sauceR = style === "thin" ? R - 7 : R - 15;
  const all = halves ? [...halves[0], ...halves[1]] : ings;
  const sauce = SAUCE[all.find((i) => SAUCE[i])] ?? "#c8402b";
  const cheese = all.map((i) => CHEESE[i]).find(Boolean);
  let s = detail === 1 ? `<ellipse cx="203" cy="158" rx="${R}" ry="${R - 4}" fill="#000" opacity=".13"/>` : "";
  s += `<circle cx="200" cy="150" r="${R}" fill="${crust}" stroke="#b8773a" stroke-width="3"/>`;
  for (let i = 0; i < (detail === 1 ? 5 : 0); i++) {
    const ang = r() * Math.PI * 2;
    const d = (R + sauceR) / 2;
    s += `<circle cx="${f(200 + Math.cos(ang) * d)}" cy="${f(150 + Math.sin(ang) * d)}" r="3" fill="#a8672d" opacity=".6"/>`;
  }
  const k = detail === 1 ? 12 : 8;
  s += `<path d="${blob(r, 200, 150, sauceR, 0.03, k)}" fill="${sauce}"/>`;
  if (cheese) s += `<path d="${blob(r, 200, 150, sauceR - 13, 0.06, k)}" fill="${cheese}"/>`;
  /** side: 0 whole pizza, -1 left half, 1 right half (points are mirrored onto their half). */
  const layer = (list, side) => {
    const cx = 200;
    const R2 = sauceR - 30;
    const taken = [];
    const fold = ([x, y]) => [side && Math.sign(x - 200) !== side ? 400 - x : x, y];
    let t = "";
    const wanted = [];
    for (const ing of list) for (const [shape, count, rot] of TOPPING[ing] ?? []) wanted.push([shape, count, rot]);
    if (cheese && wanted.reduce((x, w) => x + w[1], 0) < 10) wanted.unshift(["moz", 5, 0]);
    const total = wanted.reduce((x, w) => x + w[1], 0);
    const scale = Math.min(1, 26 / total) * detail;
    for (const [shape, count, rot] of wanted) {
      const k = Math.max(1, Math.round(count * scale));
      a.def(shape, SHAPES[shape]);
      for (const [x, y] of scatter(r, k, cx, 150, R2, shape === "spk" || shape === "chf" ? 6 : 17, taken, fold)) {
        t += a.use(shape, x, y, rot ? r() * 360 : null);
      }
    }
    for (const ing of list) {
      const c = DRIZZLE[ing];
      if (!c || ing === all[0]) continue;
      let d = `M${f(cx - R2 * 0.8)} ${f(150 - R2 * 0.4)}`;
      for (let i = 1; i <= 4; i++)
        d += `Q${f(cx - R2 + (i - 0.5) * R2 * 0.5)} ${f(150 + (r() - 0.5) * R2 * 1.6)} ${f(cx - R2 * 0.8 + i * R2 * 0.4)} ${f(150 + (r() - 0.5) * R2)}`;
      t += `<path d="${d}" fill="none" stroke="${c}" stroke-width="3.5" stroke-linecap="round" opacity=".9"/>`;
    }
    return t;
  };
  if (halves) {
    s += `<clipPath id="hl"><rect width="200" height="300"/></clipPath><clipPath id="hr"><rect x="200" width="200" height="300"/></clipPath>`;
    s += `<g clip-path="url(#hl)">${layer(halves[0], -1)}</g><g clip-path="url(#hr)">${layer(halves[1], 1)}</g>`;
    s += `<path d="M200 ${150 - sauceR}V${150 + sauceR}" stroke="${crust}" stroke-width="4" stroke-dasharray="10 6"/>`;
  } else if (face) {
    const eye = face === "pep" ? "pep" : "oli";
    a.def(eye, SHAPES[eye]);
    s += a.use(eye, 172, 128) + a.use(eye, 228, 128);
    s += `<path d="M160 168Q200 205 240 168" fill="none" stroke="#d8402a" stroke-width="8" stroke-linecap="round"/>`;
  } else {
    s += layer(ings, 0);
  }
  if (style === "gf" && detail === 1) s += badge(340, 52, "GF", "#2e7d32");
  return s;
}
const badge = (x, y, text, bg) =>
  `<circle cx="${x}" cy="${y}" r="26" fill="${bg}"/><text x="${x}" y="${y + 6}" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;

// ---------- tableware ----------
const plate = (a, cx = 200, cy = 150, R = 128) =>
  (a.detail === 1 ? `<ellipse cx="${cx + 3}" cy="${cy + 8}" rx="${R}" ry="${R - 4}" fill="#000" opacity=".1"/>` : "") +
  `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fdfcf9" stroke="#e3dccf" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${Math.round(R * 0.78)}" fill="none" stroke="#eee7da" stroke-width="2"/>`;
const bowl = (a, inner = "#f7f3ea") =>
  (a.detail === 1 ? `<ellipse cx="204" cy="158" rx="128" ry="124" fill="#000" opacity=".1"/>` : "") +
  `<circle cx="200" cy="150" r="128" fill="#fff" stroke="#ddd5c6" stroke-width="4"/><circle cx="200" cy="150" r="104" fill="${inner}"/>`;
const pot = (cx, cy, R, colour, fleck = null) =>
  `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fff" stroke="#d9d2c4" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${f(R * 0.78)}" fill="${colour}"/><path d="M${f(cx - R * 0.4)} ${cy}q${f(R * 0.2)}-${f(R * 0.35)} ${f(R * 0.45)}-${f(R * 0.1)}t${f(R * 0.3)} ${f(R * 0.15)}" fill="none" stroke="#fff" stroke-width="3" opacity=".45" stroke-linecap="round"/>` +
  (fleck
    ? `<circle cx="${f(cx + R * 0.2)}" cy="${f(cy + R * 0.3)}" r="2" fill="${fleck}"/><circle cx="${f(cx - R * 0.3)}" cy="${f(cy + R * 0.2)}" r="2" fill="${fleck}"/>`
    : "");
/** n dots of one colour in a disc (herbs, crumbs, bubbles). */
function specks(a, n, cx, cy, R, colour, size = 2, opacity = 1) {
  let s = `<g fill="${colour}"${opacity === 1 ? "" : ` opacity="${opacity}"`}>`;
  for (const [x, y] of scatter(a.rnd, a.n(n), cx, cy, R, 5)) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${size}"/>`;
  return s + "</g>";
}
function ball(a, x, y, R = 19) {
  a.def(
    "db",
    '<circle r="19" fill="#dca35a"/><circle cx="-2" cy="-2" r="14.5" fill="#f0c985"/><circle cx="-7" cy="-8" r="4.5" fill="#fbe7c0"/>',
  );
  return R === 19 ? a.use("db", x, y) : `<use href="#db" transform="translate(${f(x)} ${f(y)})scale(${(R / 19).toFixed(2)})"/>`;
}
const ring = (n, cx, cy, R, phase = 0) =>
  Array.from({ length: n }, (_, i) => [cx + Math.cos(phase + (i / n) * 2 * Math.PI) * R, cy + Math.sin(phase + (i / n) * 2 * Math.PI) * R]);

// ---------- non-pizza food ----------
const DIP_COLOUR = {
  "garlic-butter-dip": ["#f6e3a0", "#4f7a2a"],
  "vegan-garlic-dip": ["#f1ece0", "#4f7a2a"],
  "basil-pesto-dip": ["#5f8f32", "#e8dcb0"],
  "smoky-bbq-dip": ["#6a2b14", null],
  "hot-chilli-mayo": ["#ee8a4a", "#c8261a"],
  "scotch-bonnet-dip": ["#c4271b", "#f0c419"],
};

function doughBalls(a, item) {
  const id = item.id;
  let s = plate(a);
  const n = id === "dough-balls-sharer" ? 16 : id === "kids-dough-balls" ? 5 : id === "cheese-stuffed-dough-balls" ? 6 : 8;
  const dip = id === "vegan-dough-balls" ? "#f1ece0" : id === "dough-balls-sharer" ? "#5f8f32" : "#f6e3a0";
  let pts;
  if (n === 16) pts = [...ring(10, 175, 150, 78), ...ring(5, 175, 150, 40, 0.5), [175, 150]];
  else pts = [...ring(n - 1, 180, 150, n > 6 ? 55 : 42), [180, 150]];
  for (const [x, y] of pts) s += ball(a, x, y, n === 16 ? 15 : 19);
  if (id === "cheese-stuffed-dough-balls") s += `<path d="M170 150q10 22 26 0" fill="#f7d774" stroke="#e5b94a" stroke-width="2"/>`;
  s += pot(300, 220, 34, dip, "#4f7a2a");
  if (id === "dough-balls-sharer") s += pot(300, 80, 30, "#f6e3a0") + pot(330, 150, 28, "#6a2b14");
  return s;
}
function camembert(a) {
  let s = plate(a);
  for (const [x, y] of ring(11, 200, 150, 92)) s += ball(a, x, y);
  s += `<circle cx="200" cy="150" r="62" fill="#e9dfc5" stroke="#c9b58c" stroke-width="5"/><path d="M172 122l56 56M228 122l-56 56" stroke="#f8e27a" stroke-width="10" stroke-linecap="round"/>`;
  s += specks(a, 6, 200, 150, 50, "#4f7a2a");
  return s;
}
function flatbread(a, item) {
  let s = plate(a);
  s += `<circle cx="200" cy="150" r="104" fill="#e7b566" stroke="#c98c45" stroke-width="4"/>`;
  s += `<path d="${blob(a.rnd, 200, 150, 86, 0.12)}" fill="${item.id.includes("mozzarella") ? "#f7dd8c" : "#f3d27f"}"/>`;
  s += `<path d="M96 150H304M200 46V254M127 77l146 146M273 77L127 223" stroke="#c98c45" stroke-width="2.5" opacity=".8"/>`;
  s += specks(a, 16, 200, 150, 80, "#3f7f2a", 2.2);
  return s;
}
function bruschetta(a) {
  let s = plate(a);
  for (const [x, y, rot] of [
    [135, 110, -18],
    [225, 105, 12],
    [190, 200, -4],
  ]) {
    s += `<g transform="translate(${x} ${y})rotate(${rot})"><rect x="-55" y="-32" width="110" height="64" rx="22" fill="#d9a45b" stroke="#a9702f" stroke-width="4"/>`;
    for (const [px, py] of scatter(a.rnd, 7, 0, 0, 28, 12))
      s += `<rect x="${f(px - 5)}" y="${f(py - 5)}" width="10" height="10" rx="2" fill="#d8392b"/>`;
    s += `<path d="M-10 -4Q0-13 10-4Q0 5-10-4Z" fill="#3d8b37"/></g>`;
  }
  return s;
}
function calamari(a) {
  let s = plate(a);
  for (const [x, y] of scatter(a.rnd, a.n(9), 180, 150, 70, 32))
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="19" ry="16" fill="none" stroke="#e2b264" stroke-width="9"/>`;
  s += `<path d="M250 70a40 40 0 0 1 60 40z" fill="#f4d63b" stroke="#e3b81f" stroke-width="3"/>`;
  s += pot(300, 215, 32, "#f4ecc8", "#4f7a2a");
  return s;
}
function wings(a) {
  let s = plate(a);
  for (const [x, y] of scatter(a.rnd, 6, 180, 150, 62, 40)) {
    const rot = Math.round(a.rnd() * 180);
    s += `<g transform="translate(${f(x)} ${f(y)})rotate(${rot})"><rect x="-26" y="-14" width="52" height="28" rx="14" fill="#a9431f"/><rect x="-18" y="-9" width="22" height="8" rx="4" fill="#d0693a"/></g>`;
  }
  s += specks(a, 10, 180, 150, 75, "#f6efe0", 1.8);
  s += pot(300, 215, 32, "#f1ece0", "#4f7a2a");
  return s;
}
function caprese(a) {
  let s = plate(a);
  ring(10, 200, 150, 72).forEach(([x, y], i) => {
    s +=
      i % 2
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="25" fill="#fffaf0" stroke="#eee3cc" stroke-width="2"/>`
        : `<circle cx="${f(x)}" cy="${f(y)}" r="26" fill="#de3a2c"/><circle cx="${f(x)}" cy="${f(y)}" r="17" fill="#ee6a52"/>`;
  });
  a.def("bas", SHAPES.bas);
  for (const [x, y] of scatter(a.rnd, 5, 200, 150, 40, 18)) s += a.use("bas", x, y, a.rnd() * 360);
  return s;
}
function arancini(a) {
  let s = plate(a) + `<path d="${blob(a.rnd, 200, 150, 92, 0.1)}" fill="#c8402b"/>`;
  for (const [x, y] of [
    [160, 125],
    [242, 130],
    [200, 196],
  ])
    s += `<circle cx="${x}" cy="${y}" r="38" fill="#d48f3c"/><circle cx="${x - 6}" cy="${y - 6}" r="30" fill="#e3a852"/><circle cx="${x - 12}" cy="${y - 14}" r="7" fill="#f2cf8c"/>`;
  s += specks(a, 10, 200, 150, 90, "#f6efe0", 2);
  return s;
}

const PASTA = {
  "spaghetti-bolognese": { shape: "long", sauce: "#8e3b22", bits: "#6b2a16", garnish: "#f6efd6" },
  "penne-arrabbiata": { shape: "tube", sauce: "#c8392b", bits: "#e25a2a", garnish: "#3f7f2a" },
  "spaghetti-carbonara": { shape: "long", sauce: "#f5e2a8", bits: "#e59a8c", garnish: "#333" },
  "chicken-pesto-penne": { shape: "tube", sauce: "#6e9b3a", bits: "#e3b57c", garnish: "#f6efd6" },
  "seafood-linguine": { shape: "long", sauce: "#d9643a", bits: "#f08a5d", garnish: "#3f7f2a" },
  "lentil-ragu-rigatoni": { shape: "tube", sauce: "#7a3f26", bits: "#5a2c1a", garnish: "#3f7f2a" },
  "kids-bolognese": { shape: "tube", sauce: "#8e3b22", bits: "#6b2a16", garnish: "#f6efd6" },
};
function pastaBowl(a, item) {
  const p = PASTA[item.id] ?? PASTA["spaghetti-bolognese"];
  let s = bowl(a);
  if (p.shape === "long") {
    for (let i = 0; i < a.n(9); i++) {
      const x = 130 + a.rnd() * 60;
      const y = 95 + a.rnd() * 90;
      s += `<path d="M${f(x)} ${f(y)}c30-40 70 40 100 0s40 30 20 50" fill="none" stroke="#f1cf7a" stroke-width="6" stroke-linecap="round"/>`;
    }
  } else {
    a.def("tb", '<rect x="-16" y="-7" width="32" height="14" rx="3" fill="#f0c870" stroke="#d3a148" stroke-width="2"/>');
    for (const [x, y] of scatter(a.rnd, a.n(14), 200, 150, 80, 22)) s += a.use("tb", x, y, a.rnd() * 180);
  }
  s += `<path d="${blob(a.rnd, 205, 145, 50, 0.18)}" fill="${p.sauce}" opacity=".95"/>`;
  s += specks(a, 9, 205, 145, 40, p.bits, 4);
  if (item.id === "seafood-linguine") {
    a.def("prw", SHAPES.prw);
    for (const [x, y] of scatter(a.rnd, 4, 200, 150, 60, 25)) s += a.use("prw", x, y, a.rnd() * 360);
  }
  s += specks(a, 12, 200, 150, 70, p.garnish, 2.2);
  return s;
}
function lasagne(a) {
  let s = plate(a);
  const L = ["#f0c870", "#a8412a", "#f5ebcf", "#f0c870", "#a8412a", "#f5ebcf"];
  L.forEach((c, i) => (s += `<rect x="130" y="${100 + i * 17}" width="140" height="17" fill="${c}"/>`));
  s += `<rect x="130" y="88" width="140" height="18" rx="6" fill="#e2a447"/><rect x="130" y="88" width="140" height="114" rx="6" fill="none" stroke="#8a4a22" stroke-width="3"/>`;
  s += specks(a, 7, 200, 96, 60, "#a8672d", 3);
  return s;
}
function macCheese(a) {
  let s = `<ellipse cx="204" cy="160" rx="150" ry="110" fill="#000" opacity=".1"/><ellipse cx="200" cy="150" rx="150" ry="110" fill="#27506e"/><ellipse cx="200" cy="150" rx="128" ry="92" fill="#f2c75c"/>`;
  for (const [x, y] of scatter(a.rnd, a.n(16), 200, 150, 78, 20))
    s += `<path d="M${f(x - 8)} ${f(y)}a8 8 0 0 1 16 0" fill="none" stroke="#e0a93c" stroke-width="6" stroke-linecap="round"/>`;
  s += specks(a, 16, 200, 150, 85, "#b7772e", 3);
  return s;
}

function salad(a, item) {
  const id = item.id;
  let s = bowl(a, "#eef4e2");
  a.def("lf", '<path d="M-22 0Q0-16 22 0Q0 16-22 0Z" fill="currentColor"/>');
  const greens =
    id === "caesar-salad"
      ? ["#9ccc65", "#7cb342", "#c5e1a5"]
      : id === "rocket-parmesan-salad"
        ? ["#6aa84f", "#4e8a36"]
        : ["#5ea33a", "#3f7f2a", "#8cc152", "#a1c45a"];
  for (const [x, y] of scatter(a.rnd, a.n(16), 200, 150, 80, 20))
    s += a.use("lf", x, y, a.rnd() * 360, ` color="${greens[Math.floor(a.rnd() * greens.length)]}"`);
  const extra =
    {
      "caesar-salad": [
        ["#e2b060", 6, "sq"],
        ["#f6f0d8", 7, "sh"],
      ],
      "superfood-salad": [
        ["#f08a2c", 6, "sq"],
        ["#c2185b", 10, "dot"],
        ["#a4c639", 4, "sh"],
        ["#f2e6c8", 12, "dot"],
      ],
      "goats-cheese-salad": [
        ["#fdfdf6", 4, "disc"],
        ["#8e1c4a", 7, "sq"],
        ["#8a5a2b", 5, "dot"],
      ],
      "chicken-pancetta-salad": [
        ["#e3b57c", 6, "sq"],
        ["#e59a8c", 5, "sq"],
        ["#e0362a", 5, "disc"],
      ],
      "side-salad": [
        ["#e0362a", 5, "disc"],
        ["#cfe5a6", 5, "disc"],
        ["#9b4f96", 4, "sh"],
      ],
      "rocket-parmesan-salad": [
        ["#f7efcf", 9, "sh"],
        ["#e8d9a8", 8, "dot"],
      ],
    }[id] ?? [];
  for (const [c, n, kind] of extra)
    for (const [x, y] of scatter(a.rnd, a.n(n), 200, 150, 72, 12))
      s +=
        kind === "sq"
          ? `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="12" height="12" rx="2" fill="${c}"/>`
          : kind === "disc"
            ? `<circle cx="${f(x)}" cy="${f(y)}" r="10" fill="${c}" stroke="#0002"/>`
            : kind === "dot"
              ? `<circle cx="${f(x)}" cy="${f(y)}" r="3.5" fill="${c}"/>`
              : `<path d="M${f(x - 8)} ${f(y + 3)}l14-9 3 7z" fill="${c}"/>`;
  return s;
}

function fries(a) {
  let s = `<ellipse cx="200" cy="268" rx="80" ry="10" fill="#000" opacity=".1"/>`;
  for (let i = 0; i < 11; i++) {
    const x = 150 + i * 10 + a.rnd() * 4;
    const top = 55 + a.rnd() * 50;
    s += `<rect x="${f(x)}" y="${f(top)}" width="12" height="110" rx="3" fill="#f4c542" stroke="#d9a21b" stroke-width="2" transform="rotate(${f((a.rnd() - 0.5) * 16)} ${f(x)} 160)"/>`;
  }
  s += `<path d="M135 130H265L248 262H152Z" fill="#d8322a"/><path d="M165 130l-4 132M200 130v132M235 130l4 132" stroke="#fff" stroke-width="10" opacity=".9"/>`;
  return s;
}
function potatoes(a) {
  let s = `<ellipse cx="204" cy="158" rx="128" ry="124" fill="#000" opacity=".1"/><circle cx="200" cy="150" r="126" fill="#c8663b"/><circle cx="200" cy="150" r="108" fill="#9c4a28"/>`;
  a.def("pt", '<path d="M-18-6Q-14-20 2-17T18-2 8 16-10 15-18-6Z" fill="#e2a647" stroke="#b9742a" stroke-width="2"/>');
  for (const [x, y] of scatter(a.rnd, a.n(13), 200, 150, 78, 28)) s += a.use("pt", x, y, a.rnd() * 360);
  for (const [x, y] of scatter(a.rnd, a.n(10), 200, 150, 85, 10))
    s += `<path d="M${f(x)} ${f(y)}l10-6" stroke="#2f5d2a" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}
function coleslaw(a) {
  let s = bowl(a, "#f7f4ea");
  const cols = ["#f5f1e2", "#efe8cc", "#f08a2c", "#8e3b8e", "#f5f1e2"];
  for (const [x, y] of scatter(a.rnd, a.n(28), 200, 150, 88, 10))
    s += `<path d="M${f(x - 10)} ${f(y)}q10-${f(4 + a.rnd() * 6)} 20 0" fill="none" stroke="${cols[Math.floor(a.rnd() * cols.length)]}" stroke-width="4" stroke-linecap="round"/>`;
  return s;
}
function twists(a) {
  let s = plate(a);
  for (const [y, dx] of [
    [95, -10],
    [130, 8],
    [165, -6],
    [200, 10],
  ])
    s += `<path d="M${110 + dx} ${y + 10}L${290 + dx} ${y - 10}" stroke="#eec27a" stroke-width="24" stroke-linecap="round"/><path d="M${114 + dx} ${y + 10}L${286 + dx} ${y - 10}" stroke="#c98a3e" stroke-width="18" stroke-dasharray="7 9"/>`;
  s += specks(a, 18, 200, 150, 90, "#fffaf0", 2);
  return s;
}
function mushroomsSkillet(a) {
  let s = `<rect x="300" y="138" width="95" height="24" rx="12" fill="#2b2b2b"/><circle cx="190" cy="150" r="118" fill="#2d2d2d"/><circle cx="190" cy="150" r="100" fill="#4a3b2a"/>`;
  for (const [x, y] of scatter(a.rnd, a.n(10), 190, 150, 70, 30))
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="18" fill="#b48a5e"/><circle cx="${f(x)}" cy="${f(y)}" r="12" fill="#e6d1b0"/>`;
  s += specks(a, 16, 190, 150, 85, "#6aa84f", 2.5);
  return s;
}

function dessert(a, item) {
  const id = item.id;
  let s = plate(a);
  if (id === "tiramisu") {
    ["#8a5a3b", "#f5ead0", "#8a5a3b", "#f5ead0"].forEach(
      (c, i) => (s += `<rect x="135" y="${110 + i * 22}" width="130" height="22" fill="${c}"/>`),
    );
    s += `<rect x="135" y="96" width="130" height="16" fill="#5a3825"/>` + specks(a, 10, 200, 104, 55, "#3e2417", 2);
  } else if (id === "chocolate-brownie") {
    s += `<rect x="120" y="95" width="120" height="110" rx="10" fill="#4a2a1a"/><path d="M135 120q25-12 45 0t45 2M140 160q30-10 60 4" stroke="#6b402a" stroke-width="4" fill="none"/>`;
    s += `<circle cx="268" cy="190" r="34" fill="#fbf6e6" stroke="#ebe0c4" stroke-width="3"/>`;
  } else if (id === "lemon-cheesecake") {
    s += `<path d="M110 190L290 150L290 200L110 225Z" fill="#c99a5b"/><path d="M110 150L290 110L290 155L110 195Z" fill="#f8efcf"/><path d="M110 140L290 100L290 114L110 154Z" fill="#f3d34a"/>`;
  } else if (id === "vegan-chocolate-torte") {
    s += `<path d="M110 195L290 150L290 195L110 225Z" fill="#7a5a3a"/><path d="M110 140L290 100L290 155L110 200Z" fill="#3b2016"/>`;
    for (const [x, y] of [
      [160, 120],
      [200, 112],
      [240, 104],
    ])
      s += `<circle cx="${x}" cy="${y}" r="10" fill="#d81b60"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#f48fb1"/>`;
  } else if (id === "sticky-toffee-pudding") {
    s += `<path d="${blob(a.rnd, 200, 150, 96, 0.08)}" fill="#f6d77a"/><circle cx="196" cy="146" r="62" fill="#6d3f22"/><path d="${blob(a.rnd, 196, 144, 46, 0.15, 8)}" fill="#c07a35"/><ellipse cx="180" cy="128" rx="14" ry="7" fill="#fff" opacity=".35"/>`;
  }
  return s;
}
const SCOOPS = {
  gelato: ["#fbf1d0", "#5b3a29", "#f48fb1"],
  "salted-caramel-sundae": ["#fbf1d0", "#d19a4a", "#fbf1d0"],
  "kids-gelato": ["#fbf1d0"],
};
function gelato(a, item) {
  const sc = SCOOPS[item.id] ?? ["#fbf1d0"];
  let s = `<ellipse cx="200" cy="270" rx="70" ry="9" fill="#000" opacity=".1"/>`;
  if (item.id === "kids-gelato") {
    s += `<path d="M165 150L200 265L235 150Z" fill="#e0a95a" stroke="#b97a32" stroke-width="3"/><path d="M170 165l50 40M180 150l45 35M230 165l-50 40" stroke="#b97a32" stroke-width="2"/>`;
    s +=
      `<circle cx="200" cy="130" r="45" fill="${sc[0]}"/>` +
      specks(a, 12, 200, 120, 32, "#e91e63", 2.5) +
      specks(a, 6, 200, 120, 32, "#42a5f5", 2.5);
    return s;
  }
  const tall = item.id === "salted-caramel-sundae";
  s += tall
    ? `<path d="M145 120H255L225 240H175Z" fill="#e9f3f7" stroke="#b9cdd6" stroke-width="3"/><rect x="185" y="240" width="30" height="24" fill="#b9cdd6"/>`
    : `<path d="M130 160H270L250 250H150Z" fill="#f2e9f7" stroke="#c4a7d4" stroke-width="3"/>`;
  const base = tall ? 110 : 150;
  sc.forEach(
    (c, i) => (s += `<circle cx="${165 + i * 35}" cy="${base - (i === 1 ? 25 : 0)}" r="36" fill="${c}" stroke="#0001" stroke-width="2"/>`),
  );
  if (tall)
    s +=
      `<path d="M150 100q50 30 100-5" fill="none" stroke="#b5732f" stroke-width="6" stroke-linecap="round"/><path d="M185 60q15-30 30 0z" fill="#fff"/>` +
      specks(a, 6, 200, 95, 50, "#e8a530", 4);
  else s += `<path d="M225 80l40-45" stroke="#c9824a" stroke-width="8" stroke-linecap="round"/>`;
  return s;
}

// ---------- drinks ----------
const DRINK = {
  cola: { c: "#3b1a10", bubbles: 1, ice: 1, garnish: "#c5e1a5" },
  "diet-cola": { c: "#4a2418", bubbles: 1, ice: 1, garnish: "#c5e1a5", rim: "#b0bec5" },
  lemonade: { c: "#f4eeb0", bubbles: 1, ice: 1, garnish: "#f4d63b" },
  "red-lemonade": { c: "#d7342c", bubbles: 1, ice: 1, garnish: "#f4d63b" },
  "sparkling-orange": { c: "#f59a23", bubbles: 1, ice: 1, garnish: "#fb8c00" },
  "ginger-beer": { c: "#d8b06a", bubbles: 1, ice: 1, garnish: "#c5e1a5" },
  "peach-iced-tea": { c: "#c8702a", bubbles: 0, ice: 1, garnish: "#f4d63b" },
  "apple-juice": { c: "#eab543", bubbles: 0, ice: 0, garnish: null },
};
function tumbler(a, item) {
  const d = DRINK[item.id] ?? DRINK.cola;
  let s = `<ellipse cx="200" cy="268" rx="64" ry="8" fill="#000" opacity=".1"/>`;
  if (d.garnish && a.detail === 1)
    s += `<circle cx="258" cy="70" r="30" fill="${d.garnish}"/><circle cx="258" cy="70" r="24" fill="#fffbe0" opacity=".5"/><path d="M258 46v48M234 70h48M241 53l34 34M275 53l-34 34" stroke="${d.garnish}" stroke-width="2"/>`;
  s += `<path d="M222 20l-14 200" stroke="${d.rim ?? "#e53935"}" stroke-width="8" stroke-linecap="round"/>`;
  s += `<path d="M143 88H257L247 252Q246 262 236 262H164Q154 262 153 252Z" fill="${d.c}"/>`;
  if (d.ice && a.detail === 1)
    s += `<rect x="160" y="95" width="36" height="34" rx="6" fill="#fff" opacity=".35" transform="rotate(-12 178 112)"/><rect x="205" y="100" width="34" height="32" rx="6" fill="#fff" opacity=".3" transform="rotate(10 222 116)"/>`;
  if (d.bubbles) s += specks(a, 8, 200, 195, 42, "#fff", 3, 0.55);
  s += `<path d="M135 55H265L248 252Q247 266 234 266H166Q153 266 152 252Z" fill="#e8f4fa" fill-opacity=".25" stroke="#a9c3cf" stroke-width="4" stroke-linejoin="round"/>`;
  if (a.detail === 1) s += `<path d="M152 70l12 180" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>`;
  return s;
}
function waterBottle(a, item) {
  const fizzy = item.id === "sparkling-water";
  let s = `<ellipse cx="200" cy="270" rx="50" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M186 30h28v30q26 20 26 50v145q0 10-10 10h-60q-10 0-10-10V110q0-30 26-50z" fill="#d7ecf7" stroke="#8fb8cc" stroke-width="3"/>`;
  s += `<rect x="183" y="22" width="34" height="16" rx="4" fill="${fizzy ? "#1e88e5" : "#26a69a"}"/><rect x="160" y="140" width="80" height="56" fill="${fizzy ? "#1e88e5" : "#26a69a"}"/><path d="M168 168q16-14 32 0t32 0" stroke="#fff" stroke-width="4" fill="none"/>`;
  if (fizzy) s += specks(a, 8, 200, 230, 26, "#fff", 3, 0.8);
  return s;
}
function juiceCarton() {
  let s = `<ellipse cx="200" cy="270" rx="60" ry="8" fill="#000" opacity=".1"/><path d="M226 60l22-40" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="M226 60l22-40" stroke="#e53935" stroke-width="7" stroke-dasharray="6 6"/>`;
  s += `<path d="M155 100L200 60L245 100V262H155Z" fill="#7cb342"/><path d="M155 100H245" stroke="#558b2f" stroke-width="4"/><circle cx="200" cy="178" r="36" fill="#e53935"/><path d="M200 145q10-14 22-12-6 12-22 12z" fill="#33691e"/><circle cx="188" cy="168" r="8" fill="#ef9a9a"/>`;
  return s;
}
function pint(a, item) {
  const hazy = item.id === "hazy-pale-ale";
  let s = `<ellipse cx="200" cy="270" rx="60" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M148 70H252L240 262H160Z" fill="${hazy ? "#eab04a" : "#e7a431"}"/>`;
  s += specks(a, 7, 200, 190, 34, "#fff3c4", 2.5, 0.8);
  s += `<path d="${blob(a.rnd, 200, 66, 54, 0.1, 10)}" fill="#fffaf0"/><path d="M146 60H254L240 264H160Z" fill="none" stroke="#b7a58a" stroke-width="4" stroke-linejoin="round"/><path d="M160 90l8 160" stroke="#fff" stroke-width="6" opacity=".4" stroke-linecap="round"/>`;
  return s;
}
function cider() {
  let s = `<ellipse cx="200" cy="270" rx="70" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M150 40h24v40q16 12 16 34v142h-56V114q0-22 16-34z" fill="#7a4a12"/><rect x="134" y="140" width="56" height="60" fill="#f1e3c0"/><circle cx="162" cy="170" r="16" fill="#8bc34a"/>`;
  s += `<path d="M212 130H282L276 262H218Z" fill="#f1b33b"/><path d="M210 120H284L277 264H217Z" fill="none" stroke="#b7a58a" stroke-width="4"/>`;
  return s;
}
const WINE = { "house-red": "#6d1424", "house-white": "#efdc8b", "house-rose": "#f2a0a0", prosecco: "#f3dd8a" };
function wineGlass(a, item) {
  const c = WINE[item.id] ?? "#6d1424";
  let s = `<ellipse cx="200" cy="262" rx="60" ry="9" fill="#000" opacity=".12"/>`;
  if (item.id === "prosecco") {
    s += `<path d="M182 110H218C219 150 212 175 200 176C188 175 181 150 182 110Z" fill="${c}"/>`;
    s += specks(a, 6, 200, 140, 12, "#fff", 2, 0.8);
    s += `<path d="M178 40H222C225 130 214 178 200 180C186 178 175 130 178 40Z" fill="#eef6fa" fill-opacity=".25" stroke="#a9c3cf" stroke-width="3"/>`;
  } else {
    s += `<path d="M146 110H254C252 150 236 176 200 178C164 176 148 150 146 110Z" fill="${c}"/><path d="M144 50H256C262 130 238 180 200 182C162 180 138 130 144 50Z" fill="#eef6fa" fill-opacity=".25" stroke="#a9c3cf" stroke-width="3"/>`;
  }
  s += `<path d="M200 180V252" stroke="#a9c3cf" stroke-width="6"/><ellipse cx="200" cy="256" rx="48" ry="8" fill="#d8e6ec" stroke="#a9c3cf" stroke-width="3"/><path d="M160 70q-4 40 8 70" stroke="#fff" stroke-width="5" fill="none" opacity=".5" stroke-linecap="round"/>`;
  return s;
}
function dipPot(a, item) {
  const [c, fleck] = DIP_COLOUR[item.id] ?? ["#f6e3a0", null];
  let s = `<ellipse cx="204" cy="160" rx="100" ry="96" fill="#000" opacity=".1"/>` + pot(200, 150, 100, c);
  if (fleck) s += specks(a, 14, 200, 150, 60, fleck, 2.5);
  return s;
}

// ---------- item dispatch ----------
const BG = {
  deals: "#fbe3cf",
  starters: "#f6e7d2",
  pizzas: "#f3e3cf",
  pasta: "#f7ecd9",
  salads: "#e6f0dc",
  sides: "#f5ead6",
  desserts: "#f6e2e8",
  kids: "#e3eef7",
  "soft-drinks": "#e1eef5",
  alcohol: "#ece3ef",
  dips: "#f1ede2",
};
const ingredientsOf = (item) =>
  (item.groups.find((g) => g.kind === "removable" && g.name === "Customise your pizza")?.options ?? []).map((o) =>
    o.id.replace(/^inc-/, ""),
  );
const isPizza = (item) => item.groups[0]?.name === "Choose your base";

function drawItem(a, item) {
  const id = item.id;
  const sub = item.subCategoryId;
  if (isPizza(item)) {
    if (item.groups.some((g) => g.kind === "half"))
      return pizza(a, [], {
        halves: [
          ["tomato-sauce", "mozzarella", "pepperoni"],
          ["mozzarella", "mushrooms", "peppers", "black-olives"],
        ],
      });
    const style = sub === "pizzas-sottile" ? "thin" : sub === "pizzas-gluten-free" ? "gf" : sub.startsWith("kids") ? "kids" : "classic";
    const face = style === "kids" ? (id.includes("pepperoni") ? "pep" : "oli") : false;
    return pizza(a, ingredientsOf(item), { style, face });
  }
  if (id === "baked-camembert") return camembert(a);
  if (id.includes("dough-balls")) return doughBalls(a, item);
  if (id.startsWith("garlic-bread")) return flatbread(a, item);
  if (id === "tomato-bruschetta") return bruschetta(a);
  if (id === "crispy-calamari") return calamari(a);
  if (id === "chicken-wings") return wings(a);
  if (id === "tomato-mozzarella-caprese") return caprese(a);
  if (id === "mushroom-arancini") return arancini(a);
  if (id === "beef-lasagne") return lasagne(a);
  if (id.includes("mac")) return macCheese(a);
  if (PASTA[id]) return pastaBowl(a, item);
  if (sub.startsWith("salads")) return salad(a, item);
  if (id === "skin-on-fries") return fries(a);
  if (id === "rosemary-potatoes") return potatoes(a);
  if (id === "house-coleslaw") return coleslaw(a);
  if (id === "cheesy-dough-twists") return twists(a);
  if (id === "garlic-mushrooms") return mushroomsSkillet(a);
  if (SCOOPS[id]) return gelato(a, item);
  if (sub.startsWith("desserts")) return dessert(a, item);
  if (id === "kids-juice-box") return juiceCarton();
  if (id.includes("water")) return waterBottle(a, item);
  if (id === "house-lager" || id === "hazy-pale-ale") return pint(a, item);
  if (id === "apple-cider") return cider();
  if (WINE[id]) return wineGlass(a, item);
  if (sub === "dips-all") return dipPot(a, item);
  if (DRINK[id]) return tumbler(a, item);
  throw new Error(`no drawing for item ${id}`);
}

// ---------- menus ----------
const menus = ["uk", "ie"].map((b) => JSON.parse(readFileSync(resolve(root, "seeds", b, "menu.json"), "utf8")));
const items = new Map();
const bundles = new Map();
const subToCat = new Map();
const catBg = (sub) => BG[subToCat.get(sub)] ?? "#f3e3cf";
for (const m of menus) {
  for (const c of m.categories) for (const s of c.subCategories) subToCat.set(s.id, c.id);
  for (const it of m.items) if (!items.has(it.image)) items.set(it.image, it);
  for (const b of m.bundles) if (!bundles.has(b.image)) bundles.set(b.image, b);
}
const itemById = new Map(menus[0].items.map((i) => [i.id, i]));
for (const i of menus[1].items) if (!itemById.has(i.id)) itemById.set(i.id, i);

const frame = (bg) => `<rect width="400" height="300" fill="${bg}"/><circle cx="200" cy="150" r="142" fill="#fff" opacity=".35"/>`;
/** A bundle: a few of its products arranged on one card, with a deal ribbon. */
function drawBundle(a, b) {
  const picks = [];
  for (const s of [...b.sections].sort((x, y) => x.sortOrder - y.sortOrder)) {
    if (s.minItems === 0) continue;
    const n = Math.min(s.minItems, 2, s.products.length);
    for (let i = 0; i < n; i++) picks.push(itemById.get(s.products[i].itemId));
  }
  const pizzas = picks.filter((p) => isPizza(p)).slice(0, 2);
  const others = picks.filter((p) => !isPizza(p));
  const drinks = others.filter((p) => /drinks|alcohol|juice/.test(p.subCategoryId + p.id));
  const food = others.filter((p) => !drinks.includes(p));
  const chosen = [...pizzas, ...food].slice(0, 2);
  if (drinks[0]) chosen.push(drinks[0]);
  const layouts = {
    1: [[40, 15, 0.8]],
    2: [
      [-30, 40, 0.75],
      [200, 50, 0.55],
    ],
    3: [
      [-40, 50, 0.72],
      [170, 125, 0.5],
      [215, 5, 0.5],
    ],
  };
  let s = frame(BG.deals);
  a.detail = 0.45;
  chosen.forEach((it, i) => {
    const [x, y, k] = layouts[chosen.length][i];
    s += `<g transform="translate(${x} ${y})scale(${k})">${drawItem(a, it)}</g>`;
  });
  a.detail = 1;
  s += `<path d="M0 0H96L0 96Z" fill="#d8322a"/><text x="30" y="44" transform="rotate(-45 30 44)" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">DEAL</text>`;
  if (b.dietPreferences.includes("Vegan")) s += badge(360, 40, "VG", "#388e3c");
  else if (b.dietPreferences.includes("Gluten-Free")) s += badge(360, 40, "GF", "#2e7d32");
  return s;
}

// ---------- hero & brand ----------
function hero(kind) {
  const a = new Art(`hero-${kind}`);
  const W = 1440;
  const H = 480;
  a.defs.set(
    "g",
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a140c"/><stop offset="1" stop-color="${kind === "delivery" ? "#3d1f14" : "#4a2314"}"/></linearGradient>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#g)"/>`;
  // flour dust and herbs across the dark side, where the page title sits
  for (const [x, y] of scatter(a.rnd, 26, 560, 240, 520, 40))
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + a.rnd() * 2.5)}" fill="#f3e6cf" opacity=".25"/>`;
  if (kind === "home") {
    s += `<path d="M880 480V250a250 230 0 0 1 500 0v230Z" fill="#8b3a1e"/><path d="M880 300h500M880 360h500M880 420h500M1000 250v50M1130 250v50M1260 250v50M950 300v60M1070 300v60M1200 300v60M1320 300v60" stroke="#6d2c16" stroke-width="6"/>`;
    s += `<path d="M1010 480V380a120 110 0 0 1 240 0v100Z" fill="#140a06"/><ellipse cx="1130" cy="470" rx="110" ry="26" fill="#ff8f00" opacity=".35"/>`;
    s += `<path d="M1060 470q-10-60 30-90 0 40 20 50 10-50 40-80 0 60 30 70 20-30 20-60 30 50 10 110z" fill="#ff6f00"/><path d="M1090 470q0-40 25-55 0 30 15 35 10-25 25-40 5 40 15 60z" fill="#ffca28"/>`;
    s += `<g transform="translate(600 250)">${pizzaMini(a, 170)}</g>`;
  } else if (kind === "collection") {
    s += `<rect x="860" y="120" width="480" height="360" fill="#f3e6cf"/><path d="M840 120h520l-30 70H870Z" fill="#c62828"/><path d="M900 120l-10 70M960 120l-5 70M1020 120v70M1080 120v70M1140 120l5 70M1200 120l10 70M1260 120l15 70" stroke="#fff" stroke-width="22"/>`;
    s += `<rect x="900" y="240" width="170" height="240" fill="#5d4037"/><rect x="1110" y="240" width="190" height="140" fill="#ffe082" opacity=".85"/><path d="M1340 200h44" stroke="#3e2723" stroke-width="6"/><circle cx="1384" cy="246" r="40" fill="#c62828" stroke="#f3e6cf" stroke-width="4"/><path d="M1384 222l24 42h-48z" fill="#f3c56b"/><circle cx="1380" cy="250" r="5" fill="#c62828"/><circle cx="1392" cy="256" r="4" fill="#c62828"/><path d="M1110 310h190M1205 240v140" stroke="#f3e6cf" stroke-width="8"/>`;
    s += `<rect y="440" width="${W}" height="40" fill="#1f0f08"/><g transform="translate(640 420)"><rect x="-110" y="-20" width="220" height="40" rx="4" fill="#e0b36a"/><rect x="-100" y="-62" width="200" height="40" rx="4" fill="#eac27e"/><rect x="-90" y="-104" width="180" height="40" rx="4" fill="#e0b36a"/><circle cy="-84" r="12" fill="#c62828"/></g>`;
  } else {
    s += `<path d="M0 430H${W}" stroke="#6d4c41" stroke-width="6"/><path d="M760 250h-180M740 290h-240M770 330h-160" stroke="#ffb74d" stroke-width="10" stroke-linecap="round" opacity=".7"/>`;
    s += `<g transform="translate(1000 270)"><circle cx="-120" cy="120" r="46" fill="#212121"/><circle cx="-120" cy="120" r="18" fill="#9e9e9e"/><circle cx="160" cy="120" r="46" fill="#212121"/><circle cx="160" cy="120" r="18" fill="#9e9e9e"/>`;
    s += `<path d="M-150 90h140l40-80h70l60 110H-160Z" fill="#00a19a"/><path d="M60 10l30-60h40" stroke="#37474f" stroke-width="12" stroke-linecap="round" fill="none"/><path d="M-60 88H20M-60 88L-42 10M-40 18L92-46" stroke="#37474f" stroke-width="24" stroke-linecap="round" fill="none"/><circle cx="-36" cy="-26" r="28" fill="#00a19a"/><path d="M-20-36h22v20h-16z" fill="#b2ebf2"/><rect x="-250" y="-30" width="150" height="120" rx="10" fill="#c62828"/><path d="M-220 30h90" stroke="#fff" stroke-width="8"/></g>`;
  }
  return a.svg(
    W,
    H,
    kind === "home"
      ? "A pizza beside a wood-fired oven"
      : kind === "collection"
        ? "A pizzeria shopfront with pizza boxes ready to collect"
        : "A delivery scooter speeding along with a pizza box",
    s,
  );
}
function pizzaMini(a, R) {
  let s = `<circle r="${R}" fill="#dfa25a" stroke="#b8773a" stroke-width="5"/><circle r="${R - 20}" fill="#c8402b"/><path d="${blob(a.rnd, 0, 0, R - 32, 0.1)}" fill="#f5d98a"/>`;
  a.def("pep", SHAPES.pep);
  a.def("bas", SHAPES.bas);
  for (const [x, y] of scatter(a.rnd, 9, 0, 0, R - 60, 40)) s += `<use href="#pep" transform="translate(${f(x)} ${f(y)})scale(2)"/>`;
  for (const [x, y] of scatter(a.rnd, 4, 0, 0, R - 60, 30))
    s += `<use href="#bas" transform="translate(${f(x)} ${f(y)})scale(2)rotate(${Math.round(a.rnd() * 360)})"/>`;
  return s;
}
const WORD = 'font-family="Georgia,\'Times New Roman\',serif" font-weight="700"';
function crustelloLogo() {
  const a = new Art("crustello");
  const s = `<circle cx="32" cy="32" r="28" fill="#b3261e"/><path d="M32 14L50 46H14Z" fill="#f3c56b"/><path d="M14 46Q32 54 50 46" stroke="#b3261e" stroke-width="3" fill="none"/><circle cx="30" cy="32" r="4" fill="#b3261e"/><circle cx="37" cy="40" r="3.5" fill="#b3261e"/><circle cx="25" cy="41" r="3" fill="#b3261e"/><text x="70" y="43" ${WORD} font-size="30" fill="#b3261e">Crustello</text>`;
  return a.svg(240, 64, "Crustello", s);
}
function ardovenLogo() {
  const a = new Art("ardoven");
  const s = `<circle cx="32" cy="32" r="28" fill="#1f5f3a"/><path d="M12 50V36a20 20 0 0 1 40 0v14Z" fill="#f3e6cf"/><path d="M20 50V40a12 12 0 0 1 24 0v10Z" fill="#1f5f3a"/><path d="M27 50q-3-8 5-13-1 5 2 7 2-4 4-6 2 7-1 12z" fill="#ff8f00"/><text x="70" y="43" ${WORD} font-size="30" fill="#1f5f3a">Ardoven</text>`;
  return a.svg(230, 64, "Ardoven", s);
}
function zoomriderLogo() {
  const a = new Art("zoomrider");
  const s = `<rect width="220" height="56" rx="12" fill="#00a19a"/><circle cx="30" cy="28" r="16" fill="#fff"/><path d="M31 17l-9 13h8l-2 10 10-14h-8z" fill="#00a19a"/><path d="M8 22h-4M10 30h-6" stroke="#fff" stroke-width="3" stroke-linecap="round"/><text x="56" y="37" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" font-style="italic" fill="#fff">Zoomrider</text>`;
  return a.svg(220, 56, "Zoomrider", s);
}

// ---------- write ----------
const written = [];
function write(rel, content) {
  const bytes = Buffer.byteLength(content);
  if (bytes >= MAX_BYTES) throw new Error(`${rel} is ${bytes} bytes (limit ${MAX_BYTES})`);
  const file = resolve(out, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, bytes]);
}
function itemSvg(item, title, image) {
  const a = new Art(image);
  return a.svg(400, 300, title, frame(catBg(item.subCategoryId)) + drawItem(a, item));
}

for (const [image, item] of [...items].sort((x, y) => x[0].localeCompare(y[0]))) write(`menu/${image}`, itemSvg(item, item.name, image));
for (const [image, b] of [...bundles].sort((x, y) => x[0].localeCompare(y[0]))) {
  const a = new Art(image);
  write(`menu/${image}`, a.svg(400, 300, b.name, drawBundle(a, b)));
}
/** Category art shows a typical dish; sub-category art shows the first item (or bundle) listed in it. */
const CATEGORY_HERO = {
  starters: ["dough-balls", "garlic-bread"],
  pizzas: ["pepperoni-classic"],
  pasta: ["spaghetti-bolognese", "beef-lasagne"],
  salads: ["caesar-salad", "side-salad"],
  sides: ["skin-on-fries", "rosemary-potatoes"],
  desserts: ["tiramisu", "gelato"],
  kids: ["kids-margherita", "kids-juice-box"],
  "soft-drinks": ["cola", "lemonade"],
  alcohol: ["house-lager", "house-red"],
  dips: ["garlic-butter-dip", "smoky-bbq-dip"],
};
/** Two dishes side by side on one card. */
function drawPair(a, pair) {
  a.detail = 0.7;
  let s = frame(catBg(pair[0].subCategoryId));
  pair.forEach((it, i) => (s += `<g transform="translate(${i ? 170 : -40} 45)scale(.7)">${drawItem(a, it)}</g>`));
  a.detail = 1;
  return s;
}
const catImages = new Map();
for (const m of menus)
  for (const c of m.categories) {
    if (!catImages.has(c.image))
      catImages.set(c.image, {
        name: c.name,
        pair: CATEGORY_HERO[c.id]?.map((id) => itemById.get(id)).filter(Boolean),
        bundle: m.bundles.find((b) => subToCat.get(b.subCategoryId) === c.id),
      });
    for (const s of c.subCategories)
      if (!catImages.has(s.image))
        catImages.set(s.image, {
          name: s.name,
          item: m.items.find((i) => i.subCategoryId === s.id),
          bundle: m.bundles.find((b) => b.subCategoryId === s.id),
        });
  }
for (const [image, { name, item, pair, bundle }] of [...catImages].sort((x, y) => x[0].localeCompare(y[0]))) {
  const a = new Art(`category-${image}`);
  if (pair?.length === 2) write(`categories/${image}`, a.svg(400, 300, name, drawPair(a, pair)));
  else if (pair?.length === 1)
    write(`categories/${image}`, a.svg(400, 300, name, frame(catBg(pair[0].subCategoryId)) + drawItem(a, pair[0])));
  else if (item) write(`categories/${image}`, a.svg(400, 300, name, frame(catBg(item.subCategoryId)) + drawItem(a, item)));
  else if (bundle) write(`categories/${image}`, a.svg(400, 300, name, drawBundle(a, bundle)));
  else throw new Error(`nothing to draw for category image ${image}`);
}
for (const kind of ["home", "collection", "delivery"]) write(`hero/${kind}.svg`, hero(kind));
write("brand/crustello-logo.svg", crustelloLogo());
write("brand/ardoven-logo.svg", ardovenLogo());
write("brand/delivery-partner.svg", zoomriderLogo());

const largest = written.reduce((m, w) => (w[1] > m[1] ? w : m));
console.log(`wrote ${written.length} SVGs to public/images (largest ${largest[0]}: ${largest[1]} bytes)`);
