// Drinks: tumblers of soft drinks, water bottles, the juice carton, beer, cider and wine.
import { blob } from "./kit.mjs";
import { specks } from "./tableware.mjs";

export const DRINK = {
  cola: { c: "#3b1a10", bubbles: 1, ice: 1, garnish: "#c5e1a5" },
  "diet-cola": { c: "#4a2418", bubbles: 1, ice: 1, garnish: "#c5e1a5", rim: "#b0bec5" },
  lemonade: { c: "#f4eeb0", bubbles: 1, ice: 1, garnish: "#f4d63b" },
  "red-lemonade": { c: "#d7342c", bubbles: 1, ice: 1, garnish: "#f4d63b" },
  "sparkling-orange": { c: "#f59a23", bubbles: 1, ice: 1, garnish: "#fb8c00" },
  "ginger-beer": { c: "#d8b06a", bubbles: 1, ice: 1, garnish: "#c5e1a5" },
  "peach-iced-tea": { c: "#c8702a", bubbles: 0, ice: 1, garnish: "#f4d63b" },
  "apple-juice": { c: "#eab543", bubbles: 0, ice: 0, garnish: null },
};
export function tumbler(a, item) {
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
export function waterBottle(a, item) {
  const fizzy = item.id === "sparkling-water";
  let s = `<ellipse cx="200" cy="270" rx="50" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M186 30h28v30q26 20 26 50v145q0 10-10 10h-60q-10 0-10-10V110q0-30 26-50z" fill="#d7ecf7" stroke="#8fb8cc" stroke-width="3"/>`;
  s += `<rect x="183" y="22" width="34" height="16" rx="4" fill="${fizzy ? "#1e88e5" : "#26a69a"}"/><rect x="160" y="140" width="80" height="56" fill="${fizzy ? "#1e88e5" : "#26a69a"}"/><path d="M168 168q16-14 32 0t32 0" stroke="#fff" stroke-width="4" fill="none"/>`;
  if (fizzy) s += specks(a, 8, 200, 230, 26, "#fff", 3, 0.8);
  return s;
}
export function juiceCarton() {
  let s = `<ellipse cx="200" cy="270" rx="60" ry="8" fill="#000" opacity=".1"/><path d="M226 60l22-40" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="M226 60l22-40" stroke="#e53935" stroke-width="7" stroke-dasharray="6 6"/>`;
  s += `<path d="M155 100L200 60L245 100V262H155Z" fill="#7cb342"/><path d="M155 100H245" stroke="#558b2f" stroke-width="4"/><circle cx="200" cy="178" r="36" fill="#e53935"/><path d="M200 145q10-14 22-12-6 12-22 12z" fill="#33691e"/><circle cx="188" cy="168" r="8" fill="#ef9a9a"/>`;
  return s;
}
export function pint(a, item) {
  const hazy = item.id === "hazy-pale-ale";
  let s = `<ellipse cx="200" cy="270" rx="60" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M148 70H252L240 262H160Z" fill="${hazy ? "#eab04a" : "#e7a431"}"/>`;
  s += specks(a, 7, 200, 190, 34, "#fff3c4", 2.5, 0.8);
  s += `<path d="${blob(a.rnd, 200, 66, 54, 0.1, 10)}" fill="#fffaf0"/><path d="M146 60H254L240 264H160Z" fill="none" stroke="#b7a58a" stroke-width="4" stroke-linejoin="round"/><path d="M160 90l8 160" stroke="#fff" stroke-width="6" opacity=".4" stroke-linecap="round"/>`;
  return s;
}
export function cider() {
  let s = `<ellipse cx="200" cy="270" rx="70" ry="8" fill="#000" opacity=".1"/>`;
  s += `<path d="M150 40h24v40q16 12 16 34v142h-56V114q0-22 16-34z" fill="#7a4a12"/><rect x="134" y="140" width="56" height="60" fill="#f1e3c0"/><circle cx="162" cy="170" r="16" fill="#8bc34a"/>`;
  s += `<path d="M212 130H282L276 262H218Z" fill="#f1b33b"/><path d="M210 120H284L277 264H217Z" fill="none" stroke="#b7a58a" stroke-width="4"/>`;
  return s;
}
export const WINE = { "house-red": "#6d1424", "house-white": "#efdc8b", "house-rose": "#f2a0a0", prosecco: "#f3dd8a" };
export function wineGlass(a, item) {
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
