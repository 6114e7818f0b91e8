// Item customisation (spec 1 §4 "Customisation", §5): the customise screen's changes as pure
// intents over a configuration. The model, pricing and parsing live in the customise-* modules and
// are re-exported here, so callers import one module.
import {
  activeOf,
  canIncrementIn,
  defaultsOfGroup,
  groupTotal,
  isChosen,
  isPizzaBuildingGroup,
  isSingleChoice,
  isToppingsGroup,
  MAX_LINE_QUANTITY,
  normalise,
  optionCap,
  quantityIn,
  type Configuration,
  type CustomisableItem,
  type CustomiseIntent,
  type MenuGroup,
  type MenuOption,
  type Selection,
} from "./customise-model";

export {
  activeGroups,
  BASE_REQUIRED_MESSAGE,
  customIdOf,
  FREE_EXTRA_CAP,
  initialConfiguration,
  isAddable,
  isCustomisable,
  isPizza,
  isSingleChoice,
  optionQuantity,
  REQUIRED_MESSAGE,
  validateConfiguration,
} from "./customise-model";
export type { Configuration, CustomisableItem, CustomiseIntent, GroupError, MenuGroup } from "./customise-model";
export { configurationCalories, describeSelections, isOptionFreeAddable, linePriceMinor } from "./customise-price";
export { configurationCodec, decodeConfiguration, encodeConfiguration, parseConfiguration } from "./customise-codec";

export function canIncrement(item: CustomisableItem, config: Configuration, groupId: string, optionId: string): boolean {
  const group = activeOf(item.groups, config.selections).find((g) => g.id === groupId);
  const option = group?.options.find((o) => o.id === optionId);
  return group !== undefined && option !== undefined && canIncrementIn(config.selections, group, option);
}

/** Canonicalises after a change; groups shown before the change keep their (possibly empty) state. */
function commit(item: CustomisableItem, config: Configuration, selections: Selection[]): Configuration {
  const seen = new Set(activeOf(item.groups, config.selections).map((g) => g.id));
  return { ...config, selections: normalise(item.groups, selections, seen) };
}

function withQuantity(selections: readonly Selection[], group: MenuGroup, option: MenuOption, quantity: number): Selection[] {
  const rest = selections.filter((s) => !(s.groupId === group.id && s.optionId === option.id));
  return quantity === 0 ? rest : [...rest, { groupId: group.id, optionId: option.id, quantity }];
}

const byName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The new choice's nested option with the old one's name, preferring a group of the same name. */
function counterpart(groups: readonly MenuGroup[], oldGroup: MenuGroup, oldOption: MenuOption) {
  const ordered = [...groups.filter((g) => byName(g.name, oldGroup.name)), ...groups.filter((g) => !byName(g.name, oldGroup.name))];
  for (const group of ordered) {
    const option = group.options.find((o) => byName(o.name, oldOption.name));
    if (option) return { group, option };
  }
  return null;
}

/**
 * Spec: replacing a choice "keeps matching sub-selections by name" — a half changed from Margherita
 * to Pepperoni keeps its extra mozzarella. Each carried entry obeys the new group's limits.
 */
function carryOver(oldGroups: readonly MenuGroup[], newGroups: readonly MenuGroup[], from: readonly Selection[], into: Selection[]): void {
  for (const oldGroup of oldGroups) {
    for (const oldOption of oldGroup.options) {
      const match = counterpart(newGroups, oldGroup, oldOption);
      if (!match) continue;
      const { group, option } = match;
      const q = quantityIn(from, oldGroup.id, oldOption.id);
      const taken = into.some((s) => s.groupId === group.id && s.optionId === option.id);
      if (q < 0 && option.isIncluded && !taken) into.push({ groupId: group.id, optionId: option.id, quantity: -1 });
      if (q > 0 && !option.isIncluded && !taken) {
        if (isSingleChoice(group)) {
          for (let i = into.length - 1; i >= 0; i--) if (into[i]?.groupId === group.id) into.splice(i, 1);
          into.push({ groupId: group.id, optionId: option.id, quantity: 1 });
        } else {
          const allowed = Math.min(q, optionCap(group, option), group.max - groupTotal(into, group.id));
          if (allowed > 0) into.push({ groupId: group.id, optionId: option.id, quantity: allowed });
        }
      }
      if (oldOption.groups && option.groups && isChosen(from, oldGroup.id, oldOption) && isChosen(into, group.id, option))
        carryOver(oldOption.groups, option.groups, from, into);
    }
  }
}

function choose(item: CustomisableItem, config: Configuration, group: MenuGroup, option: MenuOption): Configuration {
  if (option.isIncluded) return config;
  const current = group.options.find((o) => quantityIn(config.selections, group.id, o.id) > 0);
  if (current?.id === option.id) return config;
  const selections = [...config.selections.filter((s) => s.groupId !== group.id), { groupId: group.id, optionId: option.id, quantity: 1 }];
  if (current?.groups && option.groups) carryOver(current.groups, option.groups, config.selections, selections);
  return commit(item, config, selections);
}

/** Puts every matching active group back to its defaults (nothing added, nothing removed, default choices). */
function reset(item: CustomisableItem, config: Configuration, matches: (g: MenuGroup) => boolean): Configuration {
  const targets = activeOf(item.groups, config.selections).filter(matches);
  if (targets.length === 0) return config;
  const ids = new Set(targets.map((g) => g.id));
  const selections = [...config.selections.filter((s) => !ids.has(s.groupId)), ...targets.flatMap((g) => defaultsOfGroup(g))];
  return commit(item, config, selections);
}

/** Pure: the configuration after one intent. An unknown or hidden group or option changes nothing. */
export function applyIntent(item: CustomisableItem, config: Configuration, intent: CustomiseIntent): Configuration {
  switch (intent.type) {
    case "set-quantity": {
      if (!Number.isFinite(intent.quantity)) return config;
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(intent.quantity)));
      return quantity === config.quantity ? config : { ...config, quantity };
    }
    case "reset-pizza":
      return reset(item, config, isPizzaBuildingGroup);
    case "reset-toppings":
      return reset(item, config, isToppingsGroup);
    default:
      break; // an intent on one option of a group: below
  }
  const group = activeOf(item.groups, config.selections).find((g) => g.id === intent.groupId);
  const option = group?.options.find((o) => o.id === intent.optionId);
  if (!group || !option) return config;
  const q = quantityIn(config.selections, group.id, option.id);
  switch (intent.type) {
    case "choose":
      if (isSingleChoice(group)) return choose(item, config, group, option);
      return applyIntent(item, config, { ...intent, type: "increment" });
    case "increment":
      if (!canIncrementIn(config.selections, group, option)) return config;
      return commit(item, config, withQuantity(config.selections, group, option, q + 1));
    case "decrement":
      // Removals are undone by toggling, not by stepping; a positive quantity steps down to nothing.
      if (q <= 0) return config;
      return commit(item, config, withQuantity(config.selections, group, option, q - 1));
    case "toggle-exclusion":
      if (!option.isIncluded) return config;
      return commit(item, config, withQuantity(config.selections, group, option, q === -1 ? 0 : -1));
  }
}

/** Spec 1 §5: a group whose id the configuration lists is chosen in a popup when it needs a choice among several. */
export function isPopupRequired(group: { id: string; min: number; options: readonly unknown[] }, popupIds: readonly string[]): boolean {
  return popupIds.includes(group.id) && group.min > 0 && group.options.length > 1;
}
