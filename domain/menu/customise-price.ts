// What a configured item costs, how many calories it has and how it reads in the basket.
// Integer minor units; the menu is the only source of prices (a configuration never carries any).
import {
  canIncrementIn,
  chargedCost,
  DEFAULT_SIZE_OPTION_ID,
  isBaseGroup,
  isChosen,
  isSingleChoice,
  isToppingsGroup,
  walkActive,
  type Configuration,
  type CustomisableItem,
  type MenuGroup,
  type MenuOption,
  type Selection,
} from "./customise-model";

interface Scope {
  /** Included ingredients removed in this pizza or half: each lets one chargeable extra unit go free. */
  removed: number;
  /** Unit costs of the chargeable extras chosen in this pizza or half. */
  extras: number[];
}

function entriesOf(group: MenuGroup, selections: readonly Selection[]): { option: MenuOption; quantity: number }[] {
  const out: { option: MenuOption; quantity: number }[] = [];
  for (const s of selections) {
    if (s.groupId !== group.id || s.quantity === 0) continue;
    const option = group.options.find((o) => o.id === s.optionId);
    if (option) out.push({ option, quantity: s.quantity });
  }
  return out;
}

/** Single-choice options (base, size, a half) always charge; only extras on top can be swapped in free. */
function isSwappableExtra(group: MenuGroup, option: MenuOption): boolean {
  return isToppingsGroup(group) && !isSingleChoice(group) && !option.isIncluded && chargedCost(option) > 0;
}

function scopesOf(item: CustomisableItem, selections: readonly Selection[]): Map<string, Scope> {
  const scopes = new Map<string, Scope>();
  walkActive(item.groups, selections, (group, key) => {
    const scope = scopes.get(key) ?? { removed: 0, extras: [] };
    scopes.set(key, scope);
    if (!isToppingsGroup(group)) return;
    for (const { option, quantity } of entriesOf(group, selections)) {
      if (quantity < 0 && option.isIncluded) scope.removed += 1;
      else if (quantity > 0 && isSwappableExtra(group, option)) for (let i = 0; i < quantity; i++) scope.extras.push(chargedCost(option));
    }
  });
  return scopes;
}

/** The free swaps of one scope: the dearest extra units go free first, so the customer gets the best deal. */
function swapDiscount(scope: Scope): number {
  return [...scope.extras]
    .sort((a, b) => b - a)
    .slice(0, scope.removed)
    .reduce((sum, cost) => sum + cost, 0);
}

/**
 * Unit price: base price plus every chosen option's cost × quantity, less the free swaps. Included
 * options cost nothing and removals never refund; within a pizza (or within one half) each removed
 * included ingredient makes one chargeable extra unit free.
 */
export function linePriceMinor(item: CustomisableItem, config: Configuration): number {
  let total = item.basePriceMinor;
  walkActive(item.groups, config.selections, (group) => {
    for (const { option, quantity } of entriesOf(group, config.selections)) {
      if (quantity > 0 && !option.isIncluded) total += chargedCost(option) * quantity;
    }
  });
  for (const scope of scopesOf(item, config.selections).values()) total -= swapDiscount(scope);
  return total;
}

/** For the "Free" label: one more unit of this extra can be added now and would cost nothing. */
export function isOptionFreeAddable(item: CustomisableItem, config: Configuration, groupId: string, optionId: string): boolean {
  let result = false;
  const scopes = scopesOf(item, config.selections);
  walkActive(item.groups, config.selections, (group, key) => {
    if (group.id !== groupId || result) return;
    const option = group.options.find((o) => o.id === optionId);
    if (!option || !isSwappableExtra(group, option) || !canIncrementIn(config.selections, group, option)) return;
    const scope = scopes.get(key);
    result = scope !== undefined && scope.extras.length < scope.removed;
  });
  return result;
}

/**
 * The option a single-choice group's calories are measured from: spec §5 takes option "26" as the
 * default size, otherwise the default option, otherwise the first (what the menu card assumes).
 */
function referenceOption(group: MenuGroup): MenuOption | undefined {
  return group.options.find((o) => o.id === DEFAULT_SIZE_OPTION_ID) ?? group.options.find((o) => o.isDefault) ?? group.options[0];
}

/**
 * The item's figure is for its default build (the seed's margherita: 880 kcal with the classic base
 * at 620), so a single choice adds only its difference from the reference option — the customise
 * screen opens on the same number as the menu card. Extras add their calories × quantity; a removed
 * ingredient takes its own off.
 */
export function configurationCalories(item: CustomisableItem, config: Configuration): number {
  let total = item.calories ?? 0;
  walkActive(item.groups, config.selections, (group) => {
    for (const { option, quantity } of entriesOf(group, config.selections)) {
      if (isSingleChoice(group)) total += option.calories - (referenceOption(group)?.calories ?? 0);
      else total += option.calories * quantity;
    }
  });
  return Math.max(0, total);
}

/** "Red onion" → "red onion", but "BBQ sauce" keeps its capitals. */
function lowerFirst(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
function times(quantity: number): string {
  return quantity > 1 ? ` ×${quantity}` : "";
}

/** Basket lines: "Thin & crispy base", "Extra mozzarella ×2", "No red onion", "Left half: Pepperoni". */
export function describeSelections(item: CustomisableItem, config: Configuration): string[] {
  const lines: string[] = [];
  const visit = (groups: readonly MenuGroup[], prefix: string) => {
    for (const group of groups) {
      for (const { option, quantity } of entriesOf(group, config.selections)) {
        if (quantity < 0) lines.push(`${prefix}No ${lowerFirst(option.name)}`);
        else if (group.kind === "half") lines.push(`${prefix}${group.name}: ${option.name}`);
        else if (isBaseGroup(group)) lines.push(`${prefix}${/\b(base|crust)$/i.test(option.name) ? option.name : `${option.name} base`}`);
        else if (group.kind === "toppings") lines.push(`${prefix}Extra ${lowerFirst(option.name)}${times(quantity)}`);
        else lines.push(`${prefix}${option.name}${times(quantity)}`);
      }
      for (const option of group.options) {
        // A half's own toppings read "Left half: Extra mozzarella" so both halves can be told apart.
        if (option.groups?.length && isChosen(config.selections, group.id, option))
          visit(option.groups, group.kind === "half" ? `${prefix}${group.name}: ` : prefix);
      }
    }
  };
  visit(item.groups, "");
  return lines;
}
