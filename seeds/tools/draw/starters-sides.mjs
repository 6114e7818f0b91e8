// Starters, sides and dip pots.
import { blob, f, scatter } from "./kit.mjs";
import { SHAPES } from "./pizza.mjs";
import { ball, bowl, plate, pot, ring, specks } from "./tableware.mjs";

const DIP_COLOUR = {
  "garlic-butter-dip": ["#f6e3a0", "#4f7a2a"],
  "vegan-garlic-dip": ["#f1ece0", "#4f7a2a"],
  "basil-pesto-dip": ["#5f8f32", "#e8dcb0"],
  "smoky-bbq-dip": ["#6a2b14", null],
  "hot-chilli-mayo": ["#ee8a4a", "#c8261a"],
  "scotch-bonnet-dip": ["#c4271b", "#f0c419"],
};

export function doughBalls(a, item) {
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
export function camembert(a) {
  let s = plate(a);
  for (const [x, y] of ring(11, 200, 150, 92)) s += ball(a, x, y);
  s += `<circle cx="200" cy="150" r="62" fill="#e9dfc5" stroke="#c9b58c" stroke-width="5"/><path d="M172 122l56 56M228 122l-56 56" stroke="#f8e27a" stroke-width="10" stroke-linecap="round"/>`;
  s += specks(a, 6, 200, 150, 50, "#4f7a2a");
  return s;
}
export function flatbread(a, item) {
  let s = plate(a);
  s += `<circle cx="200" cy="150" r="104" fill="#e7b566" stroke="#c98c45" stroke-width="4"/>`;
  s += `<path d="${blob(a.rnd, 200, 150, 86, 0.12)}" fill="${item.id.includes("mozzarella") ? "#f7dd8c" : "#f3d27f"}"/>`;
  s += `<path d="M96 150H304M200 46V254M127 77l146 146M273 77L127 223" stroke="#c98c45" stroke-width="2.5" opacity=".8"/>`;
  s += specks(a, 16, 200, 150, 80, "#3f7f2a", 2.2);
  return s;
}
export function bruschetta(a) {
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
export function calamari(a) {
  let s = plate(a);
  for (const [x, y] of scatter(a.rnd, a.n(9), 180, 150, 70, 32))
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="19" ry="16" fill="none" stroke="#e2b264" stroke-width="9"/>`;
  s += `<path d="M250 70a40 40 0 0 1 60 40z" fill="#f4d63b" stroke="#e3b81f" stroke-width="3"/>`;
  s += pot(300, 215, 32, "#f4ecc8", "#4f7a2a");
  return s;
}
export function wings(a) {
  let s = plate(a);
  for (const [x, y] of scatter(a.rnd, 6, 180, 150, 62, 40)) {
    const rot = Math.round(a.rnd() * 180);
    s += `<g transform="translate(${f(x)} ${f(y)})rotate(${rot})"><rect x="-26" y="-14" width="52" height="28" rx="14" fill="#a9431f"/><rect x="-18" y="-9" width="22" height="8" rx="4" fill="#d0693a"/></g>`;
  }
  s += specks(a, 10, 180, 150, 75, "#f6efe0", 1.8);
  s += pot(300, 215, 32, "#f1ece0", "#4f7a2a");
  return s;
}
export function caprese(a) {
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
export function arancini(a) {
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

export function fries(a) {
  let s = `<ellipse cx="200" cy="268" rx="80" ry="10" fill="#000" opacity=".1"/>`;
  for (let i = 0; i < 11; i++) {
    const x = 150 + i * 10 + a.rnd() * 4;
    const top = 55 + a.rnd() * 50;
    s += `<rect x="${f(x)}" y="${f(top)}" width="12" height="110" rx="3" fill="#f4c542" stroke="#d9a21b" stroke-width="2" transform="rotate(${f((a.rnd() - 0.5) * 16)} ${f(x)} 160)"/>`;
  }
  s += `<path d="M135 130H265L248 262H152Z" fill="#d8322a"/><path d="M165 130l-4 132M200 130v132M235 130l4 132" stroke="#fff" stroke-width="10" opacity=".9"/>`;
  return s;
}
export function potatoes(a) {
  let s = `<ellipse cx="204" cy="158" rx="128" ry="124" fill="#000" opacity=".1"/><circle cx="200" cy="150" r="126" fill="#c8663b"/><circle cx="200" cy="150" r="108" fill="#9c4a28"/>`;
  a.def("pt", '<path d="M-18-6Q-14-20 2-17T18-2 8 16-10 15-18-6Z" fill="#e2a647" stroke="#b9742a" stroke-width="2"/>');
  for (const [x, y] of scatter(a.rnd, a.n(13), 200, 150, 78, 28)) s += a.use("pt", x, y, a.rnd() * 360);
  for (const [x, y] of scatter(a.rnd, a.n(10), 200, 150, 85, 10))
    s += `<path d="M${f(x)} ${f(y)}l10-6" stroke="#2f5d2a" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}
export function coleslaw(a) {
  let s = bowl(a, "#f7f4ea");
  const cols = ["#f5f1e2", "#efe8cc", "#f08a2c", "#8e3b8e", "#f5f1e2"];
  for (const [x, y] of scatter(a.rnd, a.n(28), 200, 150, 88, 10))
    s += `<path d="M${f(x - 10)} ${f(y)}q10-${f(4 + a.rnd() * 6)} 20 0" fill="none" stroke="${cols[Math.floor(a.rnd() * cols.length)]}" stroke-width="4" stroke-linecap="round"/>`;
  return s;
}
export function twists(a) {
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
export function mushroomsSkillet(a) {
  let s = `<rect x="300" y="138" width="95" height="24" rx="12" fill="#2b2b2b"/><circle cx="190" cy="150" r="118" fill="#2d2d2d"/><circle cx="190" cy="150" r="100" fill="#4a3b2a"/>`;
  for (const [x, y] of scatter(a.rnd, a.n(10), 190, 150, 70, 30))
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="18" fill="#b48a5e"/><circle cx="${f(x)}" cy="${f(y)}" r="12" fill="#e6d1b0"/>`;
  s += specks(a, 16, 190, 150, 85, "#6aa84f", 2.5);
  return s;
}
export function dipPot(a, item) {
  const [c, fleck] = DIP_COLOUR[item.id] ?? ["#f6e3a0", null];
  let s = `<ellipse cx="204" cy="160" rx="100" ry="96" fill="#000" opacity=".1"/>` + pot(200, 150, 100, c);
  if (fleck) s += specks(a, 14, 200, 150, 60, fleck, 2.5);
  return s;
}
