// What saving reward picks does to the basket's lines (the web's and the app's QuickAddItemAndReward):
// a picked product with no line to carry it comes in once with its default choices, an upgrade with
// the upgrade option. Pure over the basket state and the menu's items.
import { customIdOf, defaultSelections } from "../../domain/menu/addability";
import type { BasketState } from "../../domain/basket/basket";
import { linesToAdd, type RewardDef, type RewardPick } from "../../domain/loyalty/loyalty";
import { lineQuantityAfter } from "../../domain/basket/line-quantity";
import type { MenuService } from "../menu";

export type MenuItems = NonNullable<Awaited<ReturnType<MenuService["record"]>>>["menu"]["items"];

/**
 * Adds one unit of the product (the upgrade option chosen, when given): "added", "unknown" when the
 * product or option is not on the menu, or the rule's message when the line already holds the most
 * a line may (docs/decisions/013).
 */
export function addUnit(
  state: BasketState,
  items: MenuItems,
  productId: string,
  optionId: string | null,
): "added" | "unknown" | { refused: string } {
  const item = items.find((i) => i.id === productId);
  if (!item) return "unknown";
  let selections = defaultSelections(item);
  if (optionId) {
    const group = item.groups.find((g) => g.options.some((o) => o.id === optionId));
    if (!group) return "unknown";
    selections = [...selections.filter((x) => x.groupId !== group.id), { groupId: group.id, optionId, quantity: 1 }];
  }
  const customID = customIdOf(item.id, selections);
  const existing = state.items.find((l) => l.customID === customID);
  if (existing) {
    const next = lineQuantityAfter(existing.quantity, { add: 1 });
    if (!next.ok) return { refused: next.message };
    existing.quantity = next.quantity;
  } else state.items.push({ id: item.id, customID, quantity: 1, selections });
  return "added";
}

/** The basket as saving these picks leaves it: products they need and have no line for, added. */
export function commitPicks(
  state: BasketState,
  picks: readonly RewardPick[],
  held: ReadonlyMap<number, RewardDef>,
  items: MenuItems,
): BasketState {
  const lines = state.items.map((l) => ({
    customID: l.customID,
    itemId: l.id,
    quantity: l.quantity,
    options: Object.fromEntries(l.selections.map((x) => [x.optionId, 0])),
  }));
  const next = structuredClone(state);
  // linesToAdd asks for a unit only where no line can carry the pick, so no line here is full
  // (a full line of 99 would carry it); a pick left without a line is priced without a discount.
  for (const add of linesToAdd(picks, held, lines)) addUnit(next, items, add.productId, add.optionId);
  return { ...next, rewards: [...picks] };
}
