// Which control a post without JavaScript hands focus back to (`?focus=` in the redirect, read by
// app/lib/a11y/return-focus.tsx): the one used, or its twin once the used one is at its limit.
import { canIncrement, optionQuantity, type Configuration, type CustomisableItem } from "../../domain/menu/customise";
import { MAX_LINE_QUANTITY } from "../../domain/menu/customise-model";
import type { BundleConfiguration } from "../../domain/menu/bundle";

/** The quantity's − at one and + at the maximum are disabled: the other one takes focus. */
function quantityFocus(quantity: number, step: string): string {
  return quantity <= 1 ? "qty|+1" : quantity >= MAX_LINE_QUANTITY ? "qty|-1" : `qty|${step}`;
}

/** After an intent on the customise page. */
export function customiseFocus(item: CustomisableItem, next: Configuration, verb: string, groupId: string, optionId: string): string {
  if (verb === "qty") return quantityFocus(next.quantity, groupId);
  if (verb === "dec" && optionQuantity(next, groupId, optionId) <= 0) return `inc|${groupId}|${optionId}`;
  if (verb === "inc" && !canIncrement(item, next, groupId, optionId)) return `dec|${groupId}|${optionId}`;
  return groupId ? `${verb}|${groupId}|${optionId}` : verb;
}

/** After an intent on the bundle page. */
export function bundleFocus(next: BundleConfiguration, verb: string, sectionId: string, itemId: string): string {
  if (verb === "qty") return quantityFocus(next.quantity, sectionId);
  const chosen = next.sections.some((x) => x.sectionId === sectionId && x.products.some((p) => p.itemId === itemId && p.quantity > 0));
  return verb === "remove" && !chosen ? `add|${sectionId}|${itemId}` : `${verb}|${sectionId}|${itemId}`;
}
