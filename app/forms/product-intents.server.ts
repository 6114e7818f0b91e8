// The product pages' intents (customise and bundle; each page is one form). A control that acts on
// one of many targets names its fields in its name (`intentName("inc", { groupId, optionId })`).
import { z } from "zod";
import type { BundleIntent } from "../../domain/menu/bundle";
import type { CustomiseIntent } from "../../domain/menu/customise";

/** An id of the menu: a group, an option, a bundle's section or product (as in the seeds). */
const menuId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/);

/** The add bar's − and + (app/components/menu/add-bar.tsx). */
const quantityStep = z.object({ intent: z.literal("qty"), step: z.enum(["-1", "+1"]) });

const OPTION_CHANGES = { choose: "choose", inc: "increment", dec: "decrement", excl: "toggle-exclusion" } as const;
const optionIntent = <V extends keyof typeof OPTION_CHANGES>(verb: V) =>
  z.object({ intent: z.literal(verb), groupId: menuId, optionId: menuId });

export const customiseIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  optionIntent("choose"),
  optionIntent("inc"),
  optionIntent("dec"),
  optionIntent("excl"),
  z.object({ intent: z.literal("reset-pizza") }),
  z.object({ intent: z.literal("reset-toppings") }),
  quantityStep,
]);
export type CustomiseFormIntent = z.infer<typeof customiseIntent>;

/** What a control other than 'Add to basket' does to the configuration. */
export function customiseChange(intent: Exclude<CustomiseFormIntent, { intent: "add" }>, quantity: number): CustomiseIntent {
  switch (intent.intent) {
    case "qty":
      return { type: "set-quantity", quantity: quantity + Number(intent.step) };
    case "reset-pizza":
    case "reset-toppings":
      return { type: intent.intent };
    default:
      return { type: OPTION_CHANGES[intent.intent], groupId: intent.groupId, optionId: intent.optionId };
  }
}

const productIntent = <V extends "add" | "remove">(verb: V) => z.object({ intent: z.literal(verb), sectionId: menuId, itemId: menuId });

export const bundleIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-bundle") }),
  productIntent("add"),
  productIntent("remove"),
  quantityStep,
]);
export type BundleFormIntent = z.infer<typeof bundleIntent>;

/** What a control other than 'Add to basket' does to the bundle's configuration. */
export function bundleChange(intent: Exclude<BundleFormIntent, { intent: "add-bundle" }>, quantity: number): BundleIntent {
  if (intent.intent === "qty") return { type: "set-quantity", quantity: quantity + Number(intent.step) };
  return { type: intent.intent, sectionId: intent.sectionId, itemId: intent.itemId };
}

/**
 * The control posted, as app/forms/return-focus.server.ts takes it (verb, then its target): the
 * quantity's step stands where an option's group would.
 */
export function controlOf(intent: CustomiseFormIntent | BundleFormIntent): [verb: string, target: string, option: string] {
  if (intent.intent === "qty") return ["qty", intent.step, ""];
  if ("groupId" in intent) return [intent.intent, intent.groupId, intent.optionId];
  if ("sectionId" in intent) return [intent.intent, intent.sectionId, intent.itemId];
  return [intent.intent, "", ""];
}
