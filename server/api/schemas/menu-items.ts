// Schemas of the menu's entities (spec 1 §3): menu items with their tree of option groups and
// options, and bundles with their sections. Every money field follows the API's convention (money()).
import { z } from "zod";
import { allergen, dietPreference } from "../../seed/schemas";
import { money } from "./common";

const DietPreferencesSchema = z.array(dietPreference).describe("Dietary icon keys: Extra-Spicy, Gluten-Free, Spicy, Vegan, Vegetarian.");

const optionGroupKind = z
  .enum(["base", "size", "toppings", "removable", "half", "choice", "dip", "drink"])
  .describe("What the group is for: the pizza's base, its size, extra toppings, included ingredients, a half, or a choice.");

/** One option of a group. Its own groups (a half's toppings, say) are its subProducts. */
export const OptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: money("What one of this option adds to the item's price (option '1' is never charged)."),
  quantity: z
    .number()
    .int()
    .nonnegative()
    .describe("How many the item comes with as it is: 1 for an included or default option, otherwise 0."),
  isIncluded: z.boolean().describe("Part of the item as it comes (an ingredient the customer may remove)."),
  isGroup: z.literal(false),
  calories: z.number().int().nonnegative(),
  upliftPrice: money("The same as cost: what choosing the option adds."),
  customID: z.string().describe("The option as a selection names it: `<group id>:<option id>`."),
  dietPreferences: DietPreferencesSchema,
  isPlaceholder: z.boolean().describe("Always false: every option on the menu is a real choice."),
  parent: z.string().describe("The id of the option group it belongs to."),
  sections: z.array(z.never()).describe("Always empty: only bundles have sections."),
  uiTags: z.array(z.string()).describe("Always empty: options carry no tags."),
  outOfStock: z.boolean().describe("Out of stock at this restaurant."),
  defaultSubProduct: z.boolean().describe("Chosen by default when the customer starts customising."),
  get subProducts(): z.ZodArray<typeof OptionGroupSchema> {
    return z.array(OptionGroupSchema).describe("The option's own groups, shown once it is chosen (a half's toppings).");
  },
});

/** A choice to make on an item: a radio group when min is 1 and max is 1, otherwise a multi-pick. */
export const OptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: optionGroupKind,
  min: z.number().int().nonnegative().describe("The fewest options to choose; 1 or more makes the group required."),
  max: z.number().int().positive().describe("The most options (counting quantities) the group takes."),
  isGroup: z.literal(true),
  defaultSubProduct: z.string().nullable().describe("The id of the option chosen by default, or null when there is none."),
  get subProducts(): z.ZodArray<typeof OptionSchema> {
    return z.array(OptionSchema).describe("The group's options.");
  },
});

const BundleProductSchema = z.object({
  product: z.object({
    id: z.string().describe("The menu item's id."),
    name: z.string(),
    quantity: z.number().int().positive().describe("How many one pick of it puts in the bundle: 1."),
    dietPreferences: DietPreferencesSchema,
    outOfStock: z.boolean().describe("Out of stock at this restaurant: clients hide it."),
  }),
  cost: money("What picking this product adds to the bundle's price (its uplift)."),
  upliftPrice: money("What picking this product adds to the bundle's price."),
  itemId: z.string().describe("The menu item's id (as product.id)."),
  upliftPriceMinor: money("As upliftPrice."),
});

const BundleSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  minItems: z.number().int().nonnegative().describe("The fewest products to pick; fewer makes the section invalid."),
  maxItems: z.number().int().positive().describe("The most products the section takes."),
  basePrice: money("Always 0: a section has no price of its own; the bundle's basePrice and the products' uplifts make the price."),
  sortOrder: z.number().int().describe("Sections show in ascending sortOrder."),
  available: z.boolean().describe("At least one of its products is in stock at this restaurant."),
  products: z.array(BundleProductSchema).min(1),
});

/** What a menu entry shown with a picture (an item, a sub-category) says of itself first. */
export const describedEntry = { id: z.string(), name: z.string(), description: z.string() };

/** The file name of a menu entry's picture. */
export const pictureFileName = z.string().describe("The picture's file name.");

/** A menu item, or a bundle (which has an eposDiscountId and sections). */
export const MenuItemSchema = z.object({
  ...describedEntry,
  imageUrl: z.string().describe("Path of the item's picture on this site (/images/menu/<image>)."),
  image: pictureFileName,
  displayPrice: money("The price the menu card shows: the item as it comes, before any chargeable choice."),
  basePrice: money("The item's price before choices; a line's price is this plus its chosen options' costs."),
  category: z.string().describe("The id of the menu category it is listed in (that category's partitionKey)."),
  categoryName: z.string().describe("The name of that category."),
  subCategoryId: z.string().describe("The id of the sub-category it is listed in."),
  calories: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe("Calories as it comes (kcal); null for a bundle, whose calories depend on the picks."),
  dietPreferences: DietPreferencesSchema,
  allergens: z.array(allergen).describe("Allergens it contains (for a bundle, those of any product it may hold)."),
  uiTags: z.array(z.string()).describe("Labels such as 'Popular' or 'New'."),
  outOfStock: z.boolean().describe("Out of stock at this restaurant (a bundle: some section has no product in stock)."),
  isGroup: z.literal(false),
  objectId: z.string().describe("The id recommendations tracking uses: the item's id."),
  meta: z.record(z.string(), z.unknown()).describe("Tracking data for recommendations; empty on this menu."),
  eposDiscountId: z.string().nullable().describe("Set only on bundles (the bundle's id): it marks a bundle."),
  sections: z.array(BundleSectionSchema).describe("A bundle's sections; empty for other items."),
  isCustomisable: z.boolean().describe("Has choices to make: some group offers more than one option (always true for a bundle)."),
  isAddable: z.boolean().describe("Can go into the basket as it comes, with its default choices (never for a bundle)."),
  customID: z
    .string()
    .nullable()
    .describe(
      "The customID of the item as it comes (its default choices): a line of AddToBasket may name it. Null when the item needs a choice first, and for a bundle.",
    ),
  ageRestricted: z.boolean().describe("Only for customers of legal drinking age."),
  subProducts: z
    .array(OptionGroupSchema)
    .describe("The item's option groups, in order; for a pizza the first lists its bases. Empty for a bundle."),
});

export const BundleSchema = MenuItemSchema.extend({
  eposDiscountId: z.string().describe("The bundle's id: it marks a bundle."),
  quantity: z.number().int().positive().describe("How many bundles a pick adds: 1."),
  sections: z.array(BundleSectionSchema).min(1),
  available: z.boolean().describe("Every section has a product in stock at this restaurant (the opposite of outOfStock)."),
  basePriceMinor: money("As basePrice."),
});

export type PresentedOption = z.output<typeof OptionSchema>;
export type PresentedOptionGroup = z.output<typeof OptionGroupSchema>;
export type PresentedMenuItem = z.output<typeof MenuItemSchema>;
export type PresentedBundle = z.output<typeof BundleSchema>;
export type PresentedBundleSection = z.output<typeof BundleSectionSchema>;
