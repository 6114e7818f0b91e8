// Schemas of the menu (spec 1 §3: Menu, Category, Sub-category) and of the menu calls' answers.
import { z } from "zod";
import { DIET_FILTERS } from "../../../domain/menu/diet-filter";
import { menuItemSeed, optionGroupSeed } from "../../seed/schemas";
import { money } from "./common";
import { BundleSchema, describedEntry, MenuItemSchema, pictureFileName } from "./menu-items";
import { RestaurantSchema } from "./restaurants";
import { BasketSchema } from "./basket";
import { DealBannerSchema } from "./banners";

const SubCategorySchema = z.object({
  ...describedEntry,
  image: pictureFileName,
  imageName: z.string().describe("The picture's file name (as image); served under /images/menu/."),
  displayIndex: z.number().int().describe("Sub-categories show in ascending displayIndex."),
  itemsToRender: z.array(MenuItemSchema).describe("The sub-category's items in menu order, out-of-stock ones included (flagged)."),
  bundlesToRender: z.array(BundleSchema).describe("The sub-category's bundles in menu order."),
  subProducts: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        eposDiscountId: z.string().nullable().describe("Set for a bundle, as on the bundle."),
      }),
    )
    .describe(
      "Everything in the sub-category, in order (items, then bundles), by reference: the entities themselves are in itemsToRender and bundlesToRender.",
    ),
});

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  partitionKey: z.string().describe("The category's stable key: its id (menu addresses and item.category use it)."),
  displayIndex: z.number().int().describe("Categories show in ascending displayIndex."),
  image: z.string(),
  subCategories: z.array(SubCategorySchema).describe("In ascending displayIndex."),
});

export const MenuSchema = z.object({
  restaurantId: z.number().int().positive(),
  hash: z
    .string()
    .describe(
      "The menu's version: from menu/{restaurantId} the ETag's value (menu and stock); from application the menu's own hash (its menuEtag).",
    ),
  categories: z.array(CategorySchema).describe("In ascending displayIndex."),
  bundles: z.array(BundleSchema).describe("Every bundle on the menu."),
  filters: z.array(z.enum(DIET_FILTERS)).describe("The diet filters applied: always empty, the API answers the whole menu."),
  showCalories: z.boolean().describe("Always true: calories are given for every item."),
  activeCategory: z.string().nullable().describe("The category a menu opens on: the first one's id."),
  activeCategoryName: z.string().nullable().describe("That category's name."),
  baseSelections: z.record(z.string(), z.string()).describe("Each pizza's id mapped to the id of its default base."),
  excludedCategories: z.array(z.string()).describe("Categories hidden at this restaurant: always empty, every category is offered."),
  outOfStockItems: z.array(z.string()).describe("Ids of the items out of stock at this restaurant."),
});

/** The menu page's cards, kept beside the entities in the category calls. */
const MenuCardItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  priceMinor: money("As the item's displayPrice."),
  calories: z.number().int().nonnegative(),
  diets: z.array(z.string()),
  tags: z.array(z.string()),
  allergens: z.array(z.string()),
  outOfStock: z.boolean(),
  addable: z.boolean(),
  customisable: z.boolean(),
});
const MenuCardBundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  priceMinor: money("As the bundle's displayPrice."),
  diets: z.array(z.string()),
  available: z.boolean(),
});

/** A category as the category calls answer it: the entity, and the page's cards in each sub-category. */
export const CategoryWithCardsSchema = CategorySchema.extend({
  subCategories: z.array(
    SubCategorySchema.extend({
      items: z.array(MenuCardItemSchema).describe("The items as menu cards (the same items as itemsToRender)."),
      bundles: z.array(MenuCardBundleSchema).describe("The bundles as menu cards (the same bundles as bundlesToRender)."),
    }),
  ),
});

export const MenuPayload = z.object({
  menu: MenuSchema.extend({
    items: z.array(menuItemSeed).describe("Every item as stored, with its option groups (groups, options, basePriceMinor, costMinor)."),
  }),
});

export const ApplicationPayload = z
  .object({
    menu: MenuSchema.extend({
      categories: z.array(CategoryWithCardsSchema),
      count: z.number().int().nonnegative().describe("How many cards the menu has."),
    })
      .nullable()
      .describe("Null when no restaurant is chosen, or when menuEtag names the current menu's hash."),
    restaurant: RestaurantSchema.nullable().describe("The restaurant asked for, else the basket's; null when there is none."),
    basket: z.object({ status: z.literal("OK"), basket: BasketSchema }),
    BRAND: z.string(),
    BRAND_NAME: z.string(),
    CURRENCY: z.enum(["GBP", "EUR"]),
    CURRENCY_SYMBOL: z.string(),
    features: z.record(z.string(), z.boolean()),
    cmsConfig: z.object({
      banners: z
        .array(DealBannerSchema)
        .describe("The deal banners live now, each naming its journey; the app shows those of the basket's journey."),
    }),
    captcha: z.null(),
    frontEndConfig: z.object({
      popupModalIds: z.array(z.string()),
      duoRomanaIds: z.array(z.string()),
      piccoloMenuIds: z.array(z.string()),
      piccoloMenuTitle: z.string().describe("The kids' menu's heading"),
      piccoloMenuIntroduction: z.string().describe("The kids' menu's introduction"),
      piccoloMenuIntroductionMobile: z.string().describe("Its shorter introduction for small screens"),
    }),
  })
  .describe("What the app needs to start: the menu, the basket, the restaurant and the brand's configuration.");

export const MenuCategoryPayload = z.object({ name: z.string().describe("The name asked for."), category: CategoryWithCardsSchema });

export const MenuCategoriesPayload = z.object({
  categories: z.array(CategoryWithCardsSchema).describe("The categories asked for that exist, in menu order."),
});

export const SingleItemPayload = z.object({
  item: MenuItemSchema.extend({
    basePriceMinor: money("As basePrice."),
    groups: z.array(optionGroupSeed).describe("The option groups as stored (the same tree as subProducts)."),
  }),
});

export const BundlesPayload = z.object({ bundles: z.array(BundleSchema) });

export const OutOfStockPayload = z.object({
  outOfStockItems: z.array(z.string()).describe("customIDs of basket lines whose item is out of stock."),
  outOfStockBundles: z.array(z.string()).describe("customIDs of basket bundles holding an out-of-stock product."),
  unavailableItems: z
    .array(z.object({ customID: z.string(), doesNotExistInCurrentMenu: z.literal(true) }))
    .describe("Basket lines whose item or bundle is no longer on the menu."),
});

export const UpsellPayload = z.object({
  type: z.enum(["Upsell", "Dips"]),
  items: z
    .array(MenuItemSchema.extend({ priceMinor: money("As displayPrice.") }))
    .describe("At most 9 suggestions (2 dips), addable as they are, in stock and not in the basket yet."),
});
