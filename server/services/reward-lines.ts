// What saving reward picks does to the basket's lines (the web's and the app's QuickAddItemAndReward):
// a picked product with no line to carry it comes in once with its default choices, an upgrade with
// the upgrade option. Pure over the basket state and the menu's items.
import { customIdOf, defaultSelections } from "../../app/domain/addability";
import type { BasketState } from "../../app/domain/basket";
import { linesToAdd, type RewardDef, type RewardPick } from "../../app/domain/loyalty";
import type { MenuService } from "./menu";

export type MenuItems = NonNullable<Awaited<ReturnType<MenuService["record"]>>>["menu"]["items"];

/** Adds one unit of the product (the upgrade option chosen, when given); false when it cannot. */
export function addUnit(state: BasketState, items: MenuItems, productId: string, optionId: string | null): boolean {
  const item = items.find((i) => i.id === productId);
  if (!item) return false;
  let selections = defaultSelections(item);
  if (optionId) {
    const group = item.groups.find((g) => g.options.some((o) => o.id === optionId));
    if (!group) return false;
    selections = [...selections.filter((x) => x.groupId !== group.id), { groupId: group.id, optionId, quantity: 1 }];
  }
  const customID = customIdOf(item.id, selections);
  const existing = state.items.find((l) => l.customID === customID);
  if (existing) existing.quantity += 1;
  else state.items.push({ id: item.id, customID, quantity: 1, selections });
  return true;
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
  for (const add of linesToAdd(picks, held, lines)) addUnit(next, items, add.productId, add.optionId);
  return { ...next, rewards: [...picks] };
}
