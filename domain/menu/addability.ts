// Whether a menu item can go straight into the basket (spec 1 §5), and the selections it then gets.
// The rules are the customise screen's (customise-model.ts), so a quick 'Add' and a customised line
// with the same choices agree on defaults and share a customID; this module keeps the narrow
// signatures the basket service was written against.
import {
  customIdOf as configurationCustomId,
  initialSelections,
  isAddable as addableWithDefaults,
  isCustomisable as hasChoices,
} from "./customise-model";

interface Group {
  id: string;
  min: number;
  max: number;
  options: { id: string; isDefault: boolean; isIncluded: boolean }[];
}

/** Not directly addable when a group needs a choice, offers several options and has no default. */
export function isAddable(item: { groups: Group[] }): boolean {
  return addableWithDefaults(item);
}

/** Customisable when any group offers more than one option. */
export function isCustomisable(item: { groups: Group[] }): boolean {
  return hasChoices(item);
}

/** The default choices (a single option counts as the default), as the customise screen starts with. */
export function defaultSelections(item: { groups: Group[] }): { groupId: string; optionId: string; quantity: number }[] {
  return initialSelections(item.groups);
}

/** Lines with the same item and the same choices share a customID (and merge in the basket). */
export function customIdOf(itemId: string, selections: { groupId: string; optionId: string; quantity: number }[]): string {
  return configurationCustomId({ itemId, quantity: 1, selections });
}

/** An item as it comes (its default choices, what its card's 'Add' adds) and its customID; null when it needs a choice first. */
export function defaultConfiguration(item: { id: string; groups: Group[] }) {
  if (!isAddable(item)) return null;
  const selections = defaultSelections(item);
  return { customID: customIdOf(item.id, selections), selections };
}

/** The customID of an item as it comes; null when it needs a choice first. */
export const defaultCustomId = (item: { id: string; groups: Group[] }): string | null => defaultConfiguration(item)?.customID ?? null;
