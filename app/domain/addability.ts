// Whether a menu item can go straight into the basket (spec 1 §5), and the selections it then gets.
import { createHash } from "./hash";

interface Group {
  id: string;
  min: number;
  max: number;
  options: { id: string; isDefault: boolean; isIncluded: boolean }[];
}

/** Not directly addable when a group needs a choice, offers several options and has no default. */
export function isAddable(item: { groups: Group[] }): boolean {
  return item.groups.every((g) => g.min === 0 || g.options.length <= 1 || g.options.some((o) => o.isDefault));
}

/** Customisable when any group offers more than one option. */
export function isCustomisable(item: { groups: Group[] }): boolean {
  return item.groups.some((g) => g.options.length > 1);
}

/** The default choices of required groups (a single option counts as the default). */
export function defaultSelections(item: { groups: Group[] }): { groupId: string; optionId: string; quantity: number }[] {
  const out: { groupId: string; optionId: string; quantity: number }[] = [];
  for (const g of item.groups) {
    if (g.min === 0) continue;
    const defaults = g.options.filter((o) => o.isDefault);
    const chosen = defaults.length ? defaults.slice(0, g.min) : g.options.length === 1 ? g.options : [];
    for (const o of chosen) out.push({ groupId: g.id, optionId: o.id, quantity: 1 });
  }
  return out;
}

/** Lines with the same item and the same choices share a customID (and merge in the basket). */
export function customIdOf(itemId: string, selections: { groupId: string; optionId: string; quantity: number }[]): string {
  const key = [itemId, ...selections.map((s) => `${s.groupId}:${s.optionId}:${s.quantity}`).sort()].join("|");
  return createHash(key);
}
