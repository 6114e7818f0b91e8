// The shape of an item's customisation and the rules every other customise module leans on: which
// groups are active, what the defaults are, how far a quantity may go, what is still missing.
// Pure and isomorphic: the customise screen runs it in the browser, the basket service on the server.
import { createHash } from "../hash";

export interface MenuOption {
  id: string;
  name: string;
  costMinor: number;
  calories: number;
  dietPreferences: string[];
  isIncluded: boolean;
  isDefault: boolean;
  groups?: MenuGroup[];
}
export interface MenuGroup {
  id: string;
  name: string;
  kind: string;
  min: number;
  max: number;
  options: MenuOption[];
}
export interface CustomisableItem {
  id: string;
  basePriceMinor: number;
  /** The item's own figure; option calories are added to it. */
  calories?: number;
  groups: MenuGroup[];
}
/** quantity -1 marks the removal of an included option ("no onions"). */
export interface Selection {
  groupId: string;
  optionId: string;
  quantity: number;
}
export interface Configuration {
  itemId: string;
  quantity: number;
  selections: Selection[];
}
export type CustomiseIntent =
  | { type: "choose"; groupId: string; optionId: string }
  | { type: "increment"; groupId: string; optionId: string }
  | { type: "decrement"; groupId: string; optionId: string }
  | { type: "toggle-exclusion"; groupId: string; optionId: string }
  | { type: "reset-pizza" }
  | { type: "reset-toppings" }
  | { type: "set-quantity"; quantity: number };
export interface GroupError {
  groupId: string;
  message: string;
}

export const FREE_EXTRA_CAP = 3;
/** The one line rule (1–99), domain/basket/line-quantity.ts. */
export { MAX_LINE_QUANTITY } from "../basket/line-quantity";
const BASE_GROUP_NAME = "Choose your base";
export const BASE_REQUIRED_MESSAGE = "Please make a selection to proceed to basket.";
export const REQUIRED_MESSAGE = "Please make a selection.";
/** Spec §5 special ids: "1" is never charged, "26" is the default size already in the item's calories. */
const COSTING_EXCLUDED_OPTION_ID = "1";
export const DEFAULT_SIZE_OPTION_ID = "26";

const TOPPINGS_GROUP_NAMES = ["extra toppings", "customise your pizza", "customise this half"];
const TOPPINGS_KINDS = ["toppings", "removable"];
const PIZZA_KINDS = ["base", "toppings", "removable", "half"];

/**
 * The part of a group the default, limit and addability rules read. Seed groups, MenuGroup and the
 * narrower group type of addability.ts all fit, so one implementation serves every caller.
 */
export interface GroupShape<G> {
  id: string;
  min: number;
  max: number;
  options: { id: string; isDefault: boolean; isIncluded: boolean; costMinor?: number; groups?: G[] }[];
}
type OptionOf<G extends GroupShape<G>> = G["options"][number];

const norm = (text: string) => text.trim().toLowerCase();

/** Radio style: exactly one option. Read as max 1 as well, so "Choose 3 dips" (min 3, max 3) stays a multi-pick. */
export function isSingleChoice(group: { min: number; max: number }): boolean {
  return group.min >= 1 && group.max <= group.min && group.max === 1;
}
function isRequired(group: { min: number }): boolean {
  return group.min >= 1;
}
export function isBaseGroup(group: { name: string; kind: string }): boolean {
  return norm(group.name) === norm(BASE_GROUP_NAME) || group.kind === "base";
}
export function isToppingsGroup(group: { name: string; kind: string }): boolean {
  return TOPPINGS_GROUP_NAMES.includes(norm(group.name)) || TOPPINGS_KINDS.includes(group.kind);
}
export function isPizzaBuildingGroup(group: { name: string; kind: string }): boolean {
  return isBaseGroup(group) || isToppingsGroup(group) || PIZZA_KINDS.includes(group.kind);
}
export function isPizza(item: CustomisableItem): boolean {
  const first = item.groups[0];
  return first !== undefined && norm(first.name) === norm(BASE_GROUP_NAME) && first.options.length > 1;
}

/** The cost the customer is charged per unit (spec §5: option "1" is excluded from costing). */
export function chargedCost(option: { id: string; costMinor?: number }): number {
  return option.id === COSTING_EXCLUDED_OPTION_ID ? 0 : (option.costMinor ?? 0);
}

export function quantityIn(selections: readonly Selection[], groupId: string, optionId: string): number {
  return selections.find((s) => s.groupId === groupId && s.optionId === optionId)?.quantity ?? 0;
}
export function optionQuantity(config: Configuration, groupId: string, optionId: string): number {
  return quantityIn(config.selections, groupId, optionId);
}

/** An included option is there until removed; any other option once its quantity is positive. */
export function isChosen(selections: readonly Selection[], groupId: string, option: { id: string; isIncluded: boolean }): boolean {
  const q = quantityIn(selections, groupId, option.id);
  return option.isIncluded ? q >= 0 : q > 0;
}

/** Units added to a group; removals and the implicit included options do not use up its max. */
export function groupTotal(selections: readonly Selection[], groupId: string): number {
  return selections.reduce((sum, s) => (s.groupId === groupId && s.quantity > 0 ? sum + s.quantity : sum), 0);
}

/** How many of one option a group allows: included ones are only toggled, free ones stop at 3. */
export function optionCap<G extends GroupShape<G>>(group: G, option: OptionOf<G>): number {
  if (option.isIncluded) return 0;
  if (isSingleChoice(group)) return 1;
  return chargedCost(option) === 0 ? Math.min(FREE_EXTRA_CAP, group.max) : group.max;
}

export function canIncrementIn<G extends GroupShape<G>>(selections: readonly Selection[], group: G, option: OptionOf<G>): boolean {
  return quantityIn(selections, group.id, option.id) < optionCap(group, option) && groupTotal(selections, group.id) < group.max;
}

/**
 * Depth-first over the groups the customer can currently see: each group, then the nested groups of
 * its chosen options. `scope` names the pizza (root, "") or the chosen option (a half) a group is in,
 * because the free-swap rule works within one of those.
 */
export function walkActive<G extends GroupShape<G>>(
  groups: readonly G[],
  selections: readonly Selection[],
  visit: (group: G, scope: string) => void,
  scope = "",
): void {
  for (const g of groups) {
    visit(g, scope);
    for (const o of g.options) {
      if (o.groups?.length && isChosen(selections, g.id, o)) walkActive(o.groups, selections, visit, `${scope}/${g.id}:${o.id}`);
    }
  }
}
export function activeOf<G extends GroupShape<G>>(groups: readonly G[], selections: readonly Selection[]): G[] {
  const out: G[] = [];
  walkActive(groups, selections, (g) => out.push(g));
  return out;
}
export function activeGroups(item: CustomisableItem, config: Configuration): MenuGroup[] {
  return activeOf(item.groups, config.selections);
}

/** What a group starts with: its default (or only) choice; several defaults fill a multi-pick up to max. */
export function defaultsOfGroup<G extends GroupShape<G>>(group: G): Selection[] {
  const pickable = group.options.filter((o) => !o.isIncluded);
  const entry = (o: OptionOf<G>, quantity: number): Selection => ({ groupId: group.id, optionId: o.id, quantity });
  if (isSingleChoice(group)) {
    const d = pickable.find((o) => o.isDefault) ?? (group.options.length === 1 ? pickable[0] : undefined);
    return d ? [entry(d, 1)] : [];
  }
  const out = pickable.filter((o) => o.isDefault).slice(0, group.max);
  if (out.length > 0) return out.map((o) => entry(o, 1));
  const only = group.options.length === 1 ? pickable[0] : undefined;
  // A required group with nothing else to pick is satisfied up front, as the spec's "single option counts as the default".
  return only && isRequired(group) ? [entry(only, Math.min(group.min, optionCap(group, only)))] : [];
}

/** Display order: active groups in order, options in menu order. Keeps customIDs and forms stable. */
export function sortByDisplay<G extends GroupShape<G>>(active: readonly G[], selections: readonly Selection[]): Selection[] {
  const rank = new Map<string, number>();
  for (const g of active) for (const o of g.options) if (!rank.has(`${g.id}\n${o.id}`)) rank.set(`${g.id}\n${o.id}`, rank.size);
  const at = (s: Selection) => rank.get(`${s.groupId}\n${s.optionId}`) ?? Number.MAX_SAFE_INTEGER;
  return [...selections].sort((a, b) => at(a) - at(b));
}

/**
 * The canonical form after any change: entries of groups that are no longer shown are dropped (so a
 * replaced half takes its toppings with it), and a group that has just appeared with nothing in it
 * gets its defaults. `seen` holds the groups that were already shown, whose emptiness is deliberate.
 */
export function normalise<G extends GroupShape<G>>(groups: readonly G[], selections: readonly Selection[], seen: Set<string>): Selection[] {
  let current = selections.filter((s) => s.quantity !== 0);
  for (;;) {
    const active = activeOf(groups, current);
    const known = new Set(active.flatMap((g) => g.options.map((o) => `${g.id}\n${o.id}`)));
    current = current.filter((s) => known.has(`${s.groupId}\n${s.optionId}`));
    const additions: Selection[] = [];
    for (const g of active) {
      if (seen.has(g.id)) continue;
      seen.add(g.id);
      if (!current.some((s) => s.groupId === g.id)) additions.push(...defaultsOfGroup(g));
    }
    if (additions.length === 0) return sortByDisplay(active, current);
    current = [...current, ...additions];
  }
}

export function initialSelections<G extends GroupShape<G>>(groups: readonly G[]): Selection[] {
  return normalise(groups, [], new Set());
}
/** An item's starting choices, worked out once per item (the menu's items are kept per menu version). */
const initialOf = new WeakMap<CustomisableItem, readonly Selection[]>();
export function initialConfiguration(item: CustomisableItem): Configuration {
  let selections = initialOf.get(item);
  if (!selections) initialOf.set(item, (selections = initialSelections(item.groups)));
  return { itemId: item.id, quantity: 1, selections: [...selections] };
}

/** Active required groups that still lack choices; included options that are still there count. */
function missingRequired<G extends GroupShape<G>>(groups: readonly G[], selections: readonly Selection[]): G[] {
  return activeOf(groups, selections).filter((g) => {
    if (!isRequired(g)) return false;
    const included = g.options.filter((o) => o.isIncluded && isChosen(selections, g.id, o)).length;
    return groupTotal(selections, g.id) + included < g.min;
  });
}

export function validateConfiguration(item: CustomisableItem, config: Configuration): { valid: boolean; errors: GroupError[] } {
  const errors = missingRequired(item.groups, config.selections).map((g) => ({
    groupId: g.id,
    message: isBaseGroup(g) ? BASE_REQUIRED_MESSAGE : REQUIRED_MESSAGE,
  }));
  return { valid: errors.length === 0, errors };
}

/** Directly addable when its defaults alone make a valid configuration (spec §5: every required group has a default). */
export function isAddable<G extends GroupShape<G>>(item: { groups: readonly G[] }): boolean {
  return missingRequired(item.groups, initialSelections(item.groups)).length === 0;
}
export function isCustomisable(item: { groups: readonly { options: readonly unknown[] }[] }): boolean {
  return item.groups.some((g) => g.options.length > 1);
}

/**
 * Lines with the same item and the same choices share a customID and merge in the basket. The key
 * format predates this module; keeping it keeps the ids of lines already in baskets.
 */
export function customIdOf(config: Configuration): string {
  const parts = config.selections.map((s) => `${s.groupId}:${s.optionId}:${s.quantity}`).sort();
  return createHash([config.itemId, ...parts].join("|"));
}
