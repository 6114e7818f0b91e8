// Pasta bowls, lasagne, mac & cheese and salads.
import { blob, f, scatter } from "./kit.mjs";
import { SHAPES } from "./pizza.mjs";
import { bowl, plate, specks } from "./tableware.mjs";

export const PASTA = {
  "spaghetti-bolognese": { shape: "long", sauce: "#8e3b22", bits: "#6b2a16", garnish: "#f6efd6" },
  "penne-arrabbiata": { shape: "tube", sauce: "#c8392b", bits: "#e25a2a", garnish: "#3f7f2a" },
  "spaghetti-carbonara": { shape: "long", sauce: "#f5e2a8", bits: "#e59a8c", garnish: "#333" },
  "chicken-pesto-penne": { shape: "tube", sauce: "#6e9b3a", bits: "#e3b57c", garnish: "#f6efd6" },
  "seafood-linguine": { shape: "long", sauce: "#d9643a", bits: "#f08a5d", garnish: "#3f7f2a" },
  "lentil-ragu-rigatoni": { shape: "tube", sauce: "#7a3f26", bits: "#5a2c1a", garnish: "#3f7f2a" },
  "kids-bolognese": { shape: "tube", sauce: "#8e3b22", bits: "#6b2a16", garnish: "#f6efd6" },
};
export function pastaBowl(a, item) {
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
export function lasagne(a) {
  let s = plate(a);
  const L = ["#f0c870", "#a8412a", "#f5ebcf", "#f0c870", "#a8412a", "#f5ebcf"];
  L.forEach((c, i) => (s += `<rect x="130" y="${100 + i * 17}" width="140" height="17" fill="${c}"/>`));
  s += `<rect x="130" y="88" width="140" height="18" rx="6" fill="#e2a447"/><rect x="130" y="88" width="140" height="114" rx="6" fill="none" stroke="#8a4a22" stroke-width="3"/>`;
  s += specks(a, 7, 200, 96, 60, "#a8672d", 3);
  return s;
}
export function macCheese(a) {
  let s = `<ellipse cx="204" cy="160" rx="150" ry="110" fill="#000" opacity=".1"/><ellipse cx="200" cy="150" rx="150" ry="110" fill="#27506e"/><ellipse cx="200" cy="150" rx="128" ry="92" fill="#f2c75c"/>`;
  for (const [x, y] of scatter(a.rnd, a.n(16), 200, 150, 78, 20))
    s += `<path d="M${f(x - 8)} ${f(y)}a8 8 0 0 1 16 0" fill="none" stroke="#e0a93c" stroke-width="6" stroke-linecap="round"/>`;
  s += specks(a, 16, 200, 150, 85, "#b7772e", 3);
  return s;
}

export function salad(a, item) {
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
