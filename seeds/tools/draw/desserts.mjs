// Desserts on a plate and gelato in a cone, bowl or sundae glass.
import { blob } from "./kit.mjs";
import { plate, specks } from "./tableware.mjs";

export function dessert(a, item) {
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
export const SCOOPS = {
  gelato: ["#fbf1d0", "#5b3a29", "#f48fb1"],
  "salted-caramel-sundae": ["#fbf1d0", "#d19a4a", "#fbf1d0"],
  "kids-gelato": ["#fbf1d0"],
};
export function gelato(a, item) {
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
