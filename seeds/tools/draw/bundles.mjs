// A bundle's card: a few of its products drawn smaller on one card, with a deal ribbon.
import { BG, drawItem, frame, isPizza } from "./items.mjs";
import { badge } from "./tableware.mjs";

/** A bundle: a few of its products arranged on one card, with a deal ribbon. */
export function drawBundle(a, b, itemById) {
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
