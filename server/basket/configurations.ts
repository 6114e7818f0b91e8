// The customIDs a partner may name a line by (spec 1 §7: AddToBasket's lines carry restaurantId,
// customID and quantity). A customID is a hash of an item's configuration and cannot be read back,
// so the site resolves only those it has issued, under the menu version they were issued for: every
// addable item's default configuration (computed from the menu, shown in /api/menu), and every
// configuration a basket line has held (kept when the line is added). Anything else is unknown.
import { defaultConfiguration } from "../../domain/menu/addability";
import type { MenuRecord } from "../db/repositories/menus";
import type { Repositories } from "../db/repositories";
import type { IssuedConfiguration } from "../db/repositories/configurations";
import type { Clock } from "../providers/clock";

type Menu = MenuRecord["menu"];

const defaultsByMenu = new WeakMap<Menu, Map<string, IssuedConfiguration>>();

/** Each addable item's default configuration, by its customID. */
function menuDefaults(menu: Menu): Map<string, IssuedConfiguration> {
  let known = defaultsByMenu.get(menu);
  if (!known) {
    known = new Map();
    for (const item of menu.items) {
      const initial = defaultConfiguration(item);
      if (initial) known.set(initial.customID, { itemId: item.id, selections: initial.selections });
    }
    defaultsByMenu.set(menu, known);
  }
  return known;
}

export function configurationService(deps: {
  configurations: Repositories["configurations"];
  menuRecord: () => Promise<MenuRecord | null>;
  clock: Clock;
}) {
  const { configurations, menuRecord, clock } = deps;
  return {
    /** Keeps the configurations of these item lines, under the current menu version. */
    async remember(lines: readonly { id: string; customID: string; selections: IssuedConfiguration["selections"] }[]) {
      const record = await menuRecord();
      if (!record || !lines.length) return;
      const defaults = menuDefaults(record.menu);
      const issued = lines
        .filter((l) => !defaults.has(l.customID))
        .map((l) => ({ customID: l.customID, itemId: l.id, selections: l.selections }));
      await configurations.remember(record.hash, issued, clock.now().toISOString());
    },
    /** The configuration a customID names under the current menu version, or null when the site never issued it. */
    async resolve(customID: string): Promise<IssuedConfiguration | null> {
      const record = await menuRecord();
      if (!record) return null;
      return menuDefaults(record.menu).get(customID) ?? (await configurations.find(record.hash, customID));
    },
  };
}
export type ConfigurationService = ReturnType<typeof configurationService>;
