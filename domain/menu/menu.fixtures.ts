// The real seed menus for the customise and bundle tests: rules are checked against what customers see.
import { readFileSync } from "node:fs";
import type { BundleDef } from "./bundle";
import type { CustomisableItem } from "./customise";

export interface FixtureMenu {
  items: (CustomisableItem & { name: string; calories: number })[];
  bundles: BundleDef[];
}

export function loadMenu(brand: "uk" | "ie"): FixtureMenu {
  return JSON.parse(readFileSync(new URL(`../../seeds/${brand}/menu.json`, import.meta.url), "utf8")) as FixtureMenu;
}

export const ukMenu = loadMenu("uk");

export function menuItem(id: string, menu: FixtureMenu = ukMenu): FixtureMenu["items"][number] {
  const item = menu.items.find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id} on the menu`);
  return item;
}

export function menuBundle(id: string, menu: FixtureMenu = ukMenu): BundleDef {
  const bundle = menu.bundles.find((b) => b.id === id);
  if (!bundle) throw new Error(`no bundle ${id} on the menu`);
  return bundle;
}
