// Draws the menu, category, hero and brand artwork as small flat SVGs into public/images/.
// Everything is derived from seeds/{uk,ie}/menu.json and is deterministic (no Math.random, no dates):
// running it twice produces byte-identical files. No dependencies.
// The drawings live in ./draw/ (the kit, tableware, one module per kind of dish, bundles, heroes and
// logos); this entry reads the menus, picks what each image shows and writes the files.
// Run: npm run seeds:draw-images
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ardovenLogo, crustelloLogo, hero, zoomriderLogo } from "./draw/brand.mjs";
import { drawBundle } from "./draw/bundles.mjs";
import { BG, drawItem, frame } from "./draw/items.mjs";
import { Art } from "./draw/kit.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = resolve(root, "public", "images");
const MAX_BYTES = 4000;

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
  write(`menu/${image}`, a.svg(400, 300, b.name, drawBundle(a, b, itemById)));
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
  else if (bundle) write(`categories/${image}`, a.svg(400, 300, name, drawBundle(a, bundle, itemById)));
  else throw new Error(`nothing to draw for category image ${image}`);
}
for (const kind of ["home", "collection", "delivery"]) write(`hero/${kind}.svg`, hero(kind));
write("brand/crustello-logo.svg", crustelloLogo());
write("brand/ardoven-logo.svg", ardovenLogo());
write("brand/delivery-partner.svg", zoomriderLogo());

const largest = written.reduce((m, w) => (w[1] > m[1] ? w : m));
console.log(`wrote ${written.length} SVGs to public/images (largest ${largest[0]}: ${largest[1]} bytes)`);
