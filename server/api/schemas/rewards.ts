// The loyalty entities of spec 2 §3: Reward, Offer, and the reward selection response.
import { z } from "zod";
import { money } from "./common";
import { BasketSchema, DiscountSchema } from "./basket";

export const RewardSchema = z.object({
  thirdPartyRewardTypeId: z.number().int(),
  tierName: z.enum(["signup", "bronze", "silver", "gold"]),
  isLocked: z.boolean(),
  disabled: z.boolean().describe("The same as isLocked: a locked reward cannot be picked."),
  validFrom: z.string().describe("ISO instant."),
  validTo: z.string().describe("ISO instant; the reward ends at it (exclusive)."),
  priority: z.number().int(),
  name: z.string(),
  discountPercentage: z.number(),
  type: z.enum(["freeItem", "percentOff", "upgrade", "freeDelivery"]),
  minSpend: money("The food paid for must be at least this for the reward to apply."),
  rewardDetails: z.object({
    rewardTitle: z.string(),
    rewardCardDescription: z.string(),
    expiryDateToDisplay: z.string().describe("'Expires 3 Dec 2026': the last local day the reward can be used."),
    designOfTile: z.string().describe("The tile's design: the tag's label in lower case (welcome, birthday, bronze, silver, gold)."),
    colourOfTilenbwConverted: z.string().describe("The tile's colour as a #rrggbb hex, by tag."),
    nbwRewardTheme: z.enum(["light", "dark"]).describe("Text on the tile: dark text on light tiles, light on dark."),
    validityText: z.string().nullable().describe("Why a locked reward is locked ('Reach GOLD to unlock'); null when open."),
    lockedValidityTextExpiryDate: z.string().nullable().describe("A locked reward's unlock or expiry line; null when open."),
    showTierName: z.boolean(),
    rewardDetailPageHeaderCopy: z.string(),
    rewardDetailPageDescription: z.string(),
    tcs: z.string().describe("Terms, with the minimum spend filled in."),
  }),
  restaurantRules: z
    .object({ inclusions: z.array(z.number().int()), exclusions: z.array(z.number().int()) })
    .describe("Restaurant ids: excluded → not here; included, or no inclusions → here."),
});

export const OfferSchema = z.object({
  offerId: z.string().describe("The product's menu id, or 'delivery' for free delivery."),
  title: z.string(),
  subTitle: z.string(),
  price: money("The product's menu price."),
  priceText: z.string().describe("`price` formatted in the brand's currency."),
  showPrice: z.boolean(),
  romanaUpgradePrice: z.string().nullable().describe("'+ £3.00 Romana Upgrade' on upgrade rewards, else null."),
  romanaUpgradeAmount: money("The upgrade's cost.").nullable(),
  selected: z.boolean(),
  selectedByThisUser: z.boolean(),
  disabled: z.boolean(),
  taken: z.boolean().describe("Picked for another reward: 'This product has been taken.'"),
  groupComplete: z.boolean(),
});

/** A reward usable for this basket now, with the products it can be had on (customer state's offerRewards). */
export const OfferRewardSchema = RewardSchema.extend({
  maxSelectionForReward: z.number().int().min(1),
  selectionComplete: z.boolean().describe("All its picks are made in the basket's saved rewards."),
  offers: z.array(OfferSchema),
});

const RewardSectionSchema = z.object({
  title: z.string(),
  designOfTile: z.string(),
  missingText: z.string().describe("'Pick 1 below' until the reward's picks are made, then empty."),
  readOnly: z.boolean(),
  selectionComplete: z.boolean(),
  tags: z.array(z.string()),
  thirdPartyRewardTypeId: z.number().int(),
  maxSelectionForReward: z.number().int(),
  referAFriend: z.boolean().describe("Always false: the club has no refer-a-friend reward."),
  expiry: z.string(),
  subSections: z.array(z.object({ title: z.string(), displayTitle: z.boolean(), offers: z.array(OfferSchema) })),
});

export const RewardSelectionSchema = z.object({
  sections: z.array(RewardSectionSchema),
  over: money("How much more food the picked rewards need; 0 when they apply."),
  overMinor: money("The same as `over` (the older name)."),
  alternativeOverMessage: z.string().nullable().describe("The under-minimum message, or null."),
  overMessage: z.string().nullable(),
  selectionComplete: z.boolean(),
  excludedCampaignIds: z.array(z.number().int()).describe("Always empty: no reward campaign excludes another."),
  nonExcludedCampaignsSelectedByThisUser: z.array(z.number().int()).describe("The rewards with a pick."),
  message: z.string().nullable(),
  locked: z.array(RewardSchema),
  discounts: z.array(DiscountSchema),
  discountReduction: money("The picks' discounts together."),
  total: money("The basket's total with these picks."),
  tempBasketJSON: z.string().nullable().describe("The app's temporary basket to send back; null on the web (the server holds the draft)."),
  tempBasketHash: z.string(),
  updateBasketResponse: z.object({ status: z.literal("OK"), basket: BasketSchema }).describe("The stored basket."),
  previewBasket: BasketSchema.describe("The basket priced with the picks."),
});
