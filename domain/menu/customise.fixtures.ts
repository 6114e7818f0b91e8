// The customise tests' items and intents: two pizzas of the seed menu, the option intents by name,
// and `run`, the configuration after a series of intents from the item's first one.
import { applyIntent, initialConfiguration, type Configuration, type CustomisableItem, type CustomiseIntent } from "./customise";
import { menuItem } from "./menu.fixtures";

export const margherita = menuItem("margherita");
export const halfAndHalf = menuItem("half-and-half");

export function run(item: CustomisableItem, ...intents: CustomiseIntent[]): Configuration {
  return intents.reduce((c, intent) => applyIntent(item, c, intent), initialConfiguration(item));
}
export const inc = (groupId: string, optionId: string): CustomiseIntent => ({ type: "increment", groupId, optionId });
export const dec = (groupId: string, optionId: string): CustomiseIntent => ({ type: "decrement", groupId, optionId });
export const choose = (groupId: string, optionId: string): CustomiseIntent => ({ type: "choose", groupId, optionId });
export const toggle = (groupId: string, optionId: string): CustomiseIntent => ({ type: "toggle-exclusion", groupId, optionId });
