// The basket entity of spec 1 §3 and spec 2 §3 as the /api answers it: its lines priced from the
// menu, the totals of the basket page's priced view (services.basketView), vouchers, reward
// discounts, fees, availability, the customer's details and the order placed from it.
import { z } from "zod";
import { money } from "./common";
import { OrderSchema } from "./orders";

const dietPreferences = z.array(z.string()).describe("Diet names from the menu (Vegan, Vegetarian, Gluten-Free, Spicy, Extra-Spicy).");

/** A chosen option of a line (spec 1 §3 Basket line: subProducts, the base choices and extras). */
const BasketSubProductSchema = z.object({
  id: z.string().describe("The option's menu id."),
  groupId: z.string().describe("The option group it was chosen in."),
  name: z.string(),
  cost: money("The option's menu cost per unit (the line's `cost` applies the free-swap and included-option rules)."),
  quantity: z.number().int().describe("How many of the option; -1 marks an included option taken off ('no onions')."),
  dietPreferences,
});

/** Spec 2 §3 Basket item. */
const BasketItemSchema = z.object({
  id: z.string().describe("The menu item's id."),
  customID: z.string().describe("Identifies the line: equal customisations share it."),
  name: z.string(),
  cost: money("The price of one unit, customisation included."),
  calculatedCost: money("The line's price: cost × quantity."),
  basePrice: money("The item's menu price before customisation."),
  imageUrl: z.string().nullable().describe("Path of the item's picture on this site; null when the item left the menu."),
  quantity: z.number().int().min(1),
  restaurantId: z.number().int().nullable(),
  subProducts: z.array(BasketSubProductSchema),
  dietPreferences,
  outOfStock: z.boolean(),
  doesNotExistInCurrentMenu: z.boolean(),
  ageRestricted: z.boolean(),
  eposDiscountId: z.null().describe("Set only on bundles: an item line is never a bundle."),
  details: z.array(z.string()).describe("The customisation in words, as the basket page shows it."),
  selections: z.array(z.object({ groupId: z.string(), optionId: z.string(), quantity: z.number().int() })),
});

/** Spec 2 §3 Basket bundle: sections → products → product. */
const BasketBundleSchema = z.object({
  id: z.string().describe("The bundle's menu id (also `bundleId`)."),
  bundleId: z.string(),
  customID: z.string(),
  name: z.string(),
  cost: money("The price of one bundle with its uplifts."),
  calculatedCost: money("The line's price: cost × quantity."),
  basePrice: money("The bundle's menu price before uplifts."),
  imageUrl: z.string().nullable(),
  quantity: z.number().int().min(1),
  restaurantId: z.number().int().nullable(),
  dietPreferences,
  outOfStock: z.boolean().describe("A product in the bundle is out of stock at the restaurant."),
  doesNotExistInCurrentMenu: z.boolean(),
  ageRestricted: z.boolean(),
  eposDiscountId: z.string().describe("Marks the line as a bundle: the bundle's menu id."),
  details: z.array(z.string()),
  sections: z.array(
    z.object({
      sectionId: z.string(),
      name: z.string().nullable().describe("The section's name on the menu; null when the bundle left the menu."),
      products: z.array(
        z.object({
          itemId: z.string(),
          quantity: z.number().int().min(1),
          product: z.object({
            id: z.string(),
            name: z.string(),
            quantity: z.number().int().min(1),
            upliftPrice: money("What choosing this product adds to one bundle."),
            ageRestricted: z.boolean(),
            outOfStock: z.boolean(),
          }),
        }),
      ),
    }),
  ),
});

const VoucherCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  reduction: money("What the voucher takes off."),
});

export const VoucherExceptionSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    voucherNotLinked: z.boolean().describe("The voucher belongs to an account: the customer must sign in (or into another account)."),
  })
  .describe("A voucher refused or taken off the basket, and why.");

export const DiscountSchema = z.object({
  id: z.string().describe("The discounted line's customID, or 'delivery' for free delivery."),
  rewardId: z.number().int().describe("The reward (thirdPartyRewardTypeId) giving it."),
  offerTitle: z.string().describe("'#' splits it in two lines (tier, then reward); 'Free Delivery' is special."),
  amount: money("What the discount takes off."),
  amountMinor: money("The same as `amount` (the older name)."),
  quantity: z.number().int().min(1),
});

const BasketDeliverySchema = z.object({
  deliveryFeeItem: z
    .object({ name: z.string(), cost: money("The delivery fee.") })
    .describe("The delivery fee as a line of the basket summary."),
  deliveryAddress: z.object({
    addressLine1: z.string().nullable().describe("Null until the customer gives the address at checkout."),
    addressLine2: z.string().nullable(),
    town: z.string().nullable(),
    postCode: z.string(),
  }),
  deliveryQuote: z.object({
    duration: z.object({ begin: z.number().int(), end: z.number().int() }).describe("Minutes from ordering to the door."),
    error: z.string().nullable().describe("The delivery partner's refusal (e.g. no rider), shown in the quote-error dialog."),
  }),
  postcode: z.string(),
});

export const BasketSchema = z.object({
  id: z.string(),
  basketId: z.string().describe("The same as `id`."),
  key: z.string().describe("Changes when the basket is replaced; with `version` decides which copy a client keeps."),
  version: z.number().int().min(1),
  restaurantId: z.number().int().nullable(),
  currency: z.enum(["GBP", "EUR"]),
  items: z.array(BasketItemSchema),
  bundles: z.array(BasketBundleSchema),
  numberOfItems: z.number().int().min(0).describe("The sum of item and bundle quantities."),
  subTotal: money("The lines' prices added up, before vouchers, rewards and fees."),
  total: money("What the customer pays: exactly what the basket page shows and payment charges."),
  voucherCodes: z.array(VoucherCodeSchema),
  voucherReduction: money("All vouchers together."),
  voucherExceptions: z.array(VoucherExceptionSchema),
  hasSeenVoucherExceptionModal: z
    .boolean()
    .describe("False when this answer carries voucher exceptions the customer has not been shown; true otherwise."),
  rewards: z.array(z.object({ rewardId: z.number().int(), productId: z.string() })).describe("The saved reward picks."),
  discounts: z.array(DiscountSchema),
  discountReduction: money("All reward discounts together."),
  rewardsRemoved: z
    .string()
    .nullable()
    .describe(
      "Said once: the saved rewards were taken off because the customer holding the basket is not the member they belong to (another login, signed out, a guest). Null otherwise.",
    ),
  isDelivery: z.boolean(),
  delivery: BasketDeliverySchema.nullable(),
  deliveryFee: money("0 for collection."),
  serviceFee: money("Delivery orders only: 2.5% of the food paid for, at most 1.99; 0 for collection."),
  smallOrderFee: money("Delivery orders whose food comes to under the small-order threshold; 0 otherwise."),
  belowDeliveryMinimum: z.boolean().describe("A delivery basket under the restaurant's minimum cannot be ordered yet."),
  rewardsUnderMinimumBy: money("Picked rewards need this much more food before they apply; 0 when they apply."),
  restaurantDistance: z.number().nullable().describe("Miles from the searched place to the restaurant."),
  outOfStockItems: z.array(z.string()).describe("customIDs of item lines out of stock at the restaurant."),
  outOfStockBundles: z.array(z.string()).describe("customIDs of bundle lines with a product out of stock."),
  outOfStockIngredients: z.array(z.string()).describe("Always empty: stock is kept per menu item, not per ingredient."),
  outOfStockItemsInSession: z.array(z.string()).describe("Menu ids of the out-of-stock products in the basket's lines."),
  unavailableItems: z.array(z.string()).describe("customIDs of lines no longer on the menu (flagged doesNotExistInCurrentMenu)."),
  expiredBasket: z.boolean().describe("The basket was emptied because its 'Save basket' hold ran out."),
  heldUntil: z.string().nullable(),
  searchTerm: z.string().nullable(),
  checkoutCompletePath: z.string(),
  collectionTime: z.string().nullable().describe("The chosen collection slot (ISO instant); null for ASAP or delivery."),
  optIn: z.boolean().describe("The signed-in customer agreed to marketing e-mails; false for guests."),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  title: z.string().nullable(),
  dateOfBirth: z.string().nullable().describe("YYYY-MM-DD; known for account holders only."),
  postCode: z.string().nullable().describe("The delivery postcode; null for collection."),
  order: OrderSchema.nullable().describe("The order placed from this basket, once paid (spec 2 §3: held in the basket)."),
});
export type BasketPayload = z.infer<typeof BasketSchema>;

/** Routes that answer a basket. */
export const BasketAnswerSchema = z.object({ basket: BasketSchema });
