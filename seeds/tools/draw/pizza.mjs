// Pizzas: the topping shapes, which shapes each ingredient draws, and the pizza itself
// (whole, half & half, or a kids' face).
import { blob, f, scatter } from "./kit.mjs";
import { badge } from "./tableware.mjs";

export const SHAPES = {
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
export function pizza(a, ings, { style = "classic", halves = null, face = false } = {}) {
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
