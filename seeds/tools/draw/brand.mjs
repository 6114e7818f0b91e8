// The page heroes (home, collection, delivery) and the two brands' and the delivery partner's logos.
import { Art, blob, f, scatter } from "./kit.mjs";
import { SHAPES } from "./pizza.mjs";

export function hero(kind) {
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
export function crustelloLogo() {
  const a = new Art("crustello");
  const s = `<circle cx="32" cy="32" r="28" fill="#b3261e"/><path d="M32 14L50 46H14Z" fill="#f3c56b"/><path d="M14 46Q32 54 50 46" stroke="#b3261e" stroke-width="3" fill="none"/><circle cx="30" cy="32" r="4" fill="#b3261e"/><circle cx="37" cy="40" r="3.5" fill="#b3261e"/><circle cx="25" cy="41" r="3" fill="#b3261e"/><text x="70" y="43" ${WORD} font-size="30" fill="#b3261e">Crustello</text>`;
  return a.svg(240, 64, "Crustello", s);
}
export function ardovenLogo() {
  const a = new Art("ardoven");
  const s = `<circle cx="32" cy="32" r="28" fill="#1f5f3a"/><path d="M12 50V36a20 20 0 0 1 40 0v14Z" fill="#f3e6cf"/><path d="M20 50V40a12 12 0 0 1 24 0v10Z" fill="#1f5f3a"/><path d="M27 50q-3-8 5-13-1 5 2 7 2-4 4-6 2 7-1 12z" fill="#ff8f00"/><text x="70" y="43" ${WORD} font-size="30" fill="#1f5f3a">Ardoven</text>`;
  return a.svg(230, 64, "Ardoven", s);
}
export function zoomriderLogo() {
  const a = new Art("zoomrider");
  const s = `<rect width="220" height="56" rx="12" fill="#00a19a"/><circle cx="30" cy="28" r="16" fill="#fff"/><path d="M31 17l-9 13h8l-2 10 10-14h-8z" fill="#00a19a"/><path d="M8 22h-4M10 30h-6" stroke="#fff" stroke-width="3" stroke-linecap="round"/><text x="56" y="37" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" font-style="italic" fill="#fff">Zoomrider</text>`;
  return a.svg(220, 56, "Zoomrider", s);
}
