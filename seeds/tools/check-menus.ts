// Checks seeds/{uk,ie}/menu.json: the menuSeed schema, cross references, the ids other seeds rely on,
// the pizza / half & half / alcohol conventions, and that every image exists under public/images.
// Run: npm run seeds:check-menus
// Exits 1 (after listing every problem) when something is wrong, 0 otherwise.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { menuSeed, type MenuItemSeed, type MenuSeed, type OptionGroupSeed } from "../../server/seed/schemas";

const seedsDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = resolve(seedsDir, "..", "public", "images");
const problems: string[] = [];

/** Item ids that other seed files (vouchers, restaurants, rewards, tests) refer to. */
const REQUIRED_ITEM_IDS = [
  "margherita",
  "pepperoni-classic",
  "dough-balls",
  "garlic-bread",
  "caesar-salad",
  "spaghetti-bolognese",
  "tiramisu",
  "chocolate-brownie",
  "lemonade",
  "house-lager",
];
const ID = /^[a-z0-9][a-z0-9-]*$/;

/** Spec rule: not directly addable when a group has min > 0, more than one option and no default. */
export function isDirectlyAddable(item: MenuItemSeed): boolean {
  return item.groups.every((g) => g.min === 0 || g.options.length <= 1 || g.options.some((o) => o.isDefault));
}

function walkGroups(groups: OptionGroupSeed[], visit: (g: OptionGroupSeed, depth: number) => void, depth = 0): void {
  for (const g of groups) {
    visit(g, depth);
    for (const o of g.options) if (o.groups) walkGroups(o.groups, visit, depth + 1);
  }
}

interface Counts {
  categories: number;
  subCategories: number;
  items: number;
  pizzas: number;
  pizzasWithoutDefaultBase: number;
  notDirectlyAddable: number;
  noGroups: number;
  groups: number;
  options: number;
  bundles: number;
  alcohol: number;
}

function checkMenu(brand: string): Counts | null {
  const file = `seeds/${brand}/menu.json`;
  const fail = (message: string) => problems.push(`${file}: ${message}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resolve(seedsDir, brand, "menu.json"), "utf8"));
  } catch (e) {
    fail(`cannot read: ${(e as Error).message}`);
    return null;
  }
  const parsed = menuSeed.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 30)) fail(`${issue.path.join(".")}: ${issue.message}`);
    return null;
  }
  const menu: MenuSeed = parsed.data;
  const images: { dir: string; name: string; who: string }[] = [];

  // ---------- categories ----------
  const topIds = new Set<string>();
  const subIds = new Map<string, string>(); // sub-category id -> category id
  for (const c of menu.categories) {
    if (topIds.has(c.id) || subIds.has(c.id)) fail(`duplicate category id "${c.id}"`);
    topIds.add(c.id);
    images.push({ dir: "categories", name: c.image, who: `category ${c.id}` });
    for (const s of c.subCategories) {
      if (topIds.has(s.id) || subIds.has(s.id)) fail(`duplicate sub-category id "${s.id}"`);
      subIds.set(s.id, c.id);
      images.push({ dir: "categories", name: s.image, who: `sub-category ${s.id}` });
    }
  }
  const indexes = menu.categories.map((c) => c.displayIndex);
  if (new Set(indexes).size !== indexes.length) fail("category displayIndex values repeat");

  // ---------- items ----------
  const items = new Map<string, MenuItemSeed>();
  const groupIds = new Set<string>();
  const used = new Set<string>();
  let pizzas = 0;
  let pizzasWithoutDefaultBase = 0;
  let notDirectlyAddable = 0;
  let noGroups = 0;
  let groups = 0;
  let options = 0;
  let alcohol = 0;
  let halfAndHalf = 0;
  const diets = new Set<string>();
  for (const item of menu.items) {
    const who = `item ${item.id}`;
    if (items.has(item.id)) fail(`duplicate item id "${item.id}"`);
    items.set(item.id, item);
    images.push({ dir: "menu", name: item.image, who });
    const category = subIds.get(item.subCategoryId);
    if (category === undefined) fail(`${who}: unknown subCategoryId "${item.subCategoryId}"`);
    else used.add(item.subCategoryId);
    for (const d of item.dietPreferences) diets.add(d);
    if (category === "alcohol") {
      alcohol++;
      if (!item.ageRestricted) fail(`${who}: alcohol must be ageRestricted`);
    } else if (item.ageRestricted) fail(`${who}: only alcohol should be ageRestricted`);
    if (item.groups.length === 0) noGroups++;
    if (!isDirectlyAddable(item)) notDirectlyAddable++;

    const optionIds = new Set<string>();
    walkGroups(item.groups, (g) => {
      groups++;
      if (groupIds.has(g.id)) fail(`${who}: duplicate group id "${g.id}"`);
      groupIds.add(g.id);
      if (g.max > g.options.length && g.kind !== "toppings" && g.kind !== "dip" && g.kind !== "choice")
        fail(`${who}: group ${g.id} max ${g.max} exceeds its ${g.options.length} options`);
      const defaults = g.options.filter((o) => o.isDefault).length;
      if (defaults > g.max) fail(`${who}: group ${g.id} has more defaults than max`);
      for (const o of g.options) {
        options++;
        if (!ID.test(o.id)) fail(`${who}: bad option id "${o.id}"`);
        if (optionIds.has(o.id)) fail(`${who}: option id "${o.id}" repeats within the item`);
        optionIds.add(o.id);
        if (g.kind === "removable" && (!o.isIncluded || o.costMinor !== 0))
          fail(`${who}: removable option ${o.id} must be included and free`);
      }
    });

    const first = item.groups[0];
    const isPizza = first !== undefined && first.name === "Choose your base" && first.options.length > 1;
    if (category === "pizzas" && !isPizza) fail(`${who}: a pizza's first group must be "Choose your base"`);
    if (isPizza) {
      pizzas++;
      if (first.kind !== "base" || first.min !== 1 || first.max !== 1) fail(`${who}: base group must be kind base, min 1, max 1`);
      if (!first.options.some((o) => o.isDefault)) pizzasWithoutDefaultBase++;
      const halves = item.groups.filter((g) => g.kind === "half");
      if (halves.length > 0) {
        halfAndHalf++;
        const names = item.groups.map((g) => g.name);
        if (names[1] !== "Left half" || names[2] !== "Right half") fail(`${who}: half & half groups must be base, Left half, Right half`);
        for (const h of halves) {
          if (h.min !== 1 || h.max !== 1) fail(`${who}: ${h.name} must be min 1, max 1`);
          for (const o of h.options) {
            const nested = o.groups?.find((g) => g.name === "Customise this half" && g.kind === "toppings");
            if (!nested) fail(`${who}: ${h.name} option ${o.id} lacks a "Customise this half" toppings group`);
          }
        }
      } else {
        const toppings = item.groups.find((g) => g.name === "Extra toppings" && g.kind === "toppings" && g.min === 0);
        const removable = item.groups.find((g) => g.name === "Customise your pizza" && g.kind === "removable");
        if (!toppings) fail(`${who}: missing "Extra toppings" group`);
        if (!removable) fail(`${who}: missing "Customise your pizza" group`);
      }
    }
  }
  if (halfAndHalf === 0) fail("no Half & Half pizza");
  for (const d of ["Vegan", "Vegetarian", "Gluten-Free", "Spicy", "Extra-Spicy"]) if (!diets.has(d)) fail(`no item is ${d}`);
  for (const id of REQUIRED_ITEM_IDS) if (!items.has(id)) fail(`required item id "${id}" is missing`);
  if (menu.items.length < 60) fail(`only ${menu.items.length} items (want at least 60)`);

  // ---------- bundles ----------
  const bundleIds = new Set<string>();
  let kidsSet = false;
  for (const b of menu.bundles) {
    const who = `bundle ${b.id}`;
    if (bundleIds.has(b.id) || items.has(b.id)) fail(`duplicate bundle id "${b.id}"`);
    bundleIds.add(b.id);
    images.push({ dir: "menu", name: b.image, who });
    if (!subIds.has(b.subCategoryId)) fail(`${who}: unknown subCategoryId "${b.subCategoryId}"`);
    else used.add(b.subCategoryId);
    if (/Pizza/.test(b.name) && /Dough Balls/.test(b.name) && /Drink/.test(b.name)) kidsSet = true;
    const sectionIds = new Set<string>();
    for (const s of b.sections) {
      if (sectionIds.has(s.id)) fail(`${who}: duplicate section id "${s.id}"`);
      sectionIds.add(s.id);
      for (const p of s.products) {
        const item = items.get(p.itemId);
        if (!item) fail(`${who}: section ${s.id} names unknown item "${p.itemId}"`);
        else if (!isDirectlyAddable(item)) fail(`${who}: section ${s.id} item "${p.itemId}" needs a choice (no default)`);
        else for (const d of b.dietPreferences) if (!item.dietPreferences.includes(d)) fail(`${who}: "${p.itemId}" is not ${d}`);
      }
    }
  }
  if (menu.bundles.length < 6) fail(`only ${menu.bundles.length} bundles (want at least 6)`);
  if (!kidsSet) fail("no kids set bundle named with Pizza, Dough Balls and Drink");
  for (const id of subIds.keys()) if (!used.has(id)) fail(`sub-category ${id} has no items or bundles`);

  // ---------- images ----------
  for (const img of images)
    if (!existsSync(resolve(imagesDir, img.dir, img.name))) fail(`${img.who}: missing image public/images/${img.dir}/${img.name}`);

  return {
    categories: menu.categories.length,
    subCategories: subIds.size,
    items: menu.items.length,
    pizzas,
    pizzasWithoutDefaultBase,
    notDirectlyAddable,
    noGroups,
    groups,
    options,
    bundles: menu.bundles.length,
    alcohol,
  };
}

const counts: Record<string, Counts> = {};
for (const brand of ["uk", "ie"]) {
  const c = checkMenu(brand);
  if (c) counts[brand] = c;
}
for (const file of [
  "hero/collection.svg",
  "hero/delivery.svg",
  "hero/home.svg",
  "brand/crustello-logo.svg",
  "brand/ardoven-logo.svg",
  "brand/delivery-partner.svg",
])
  if (!existsSync(resolve(imagesDir, file))) problems.push(`public/images/${file} is missing`);

console.table(counts);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("menus OK");
