// Wallet rewards and the selection screen's offers → the Reward and Offer entities of spec 2 §3
// (schemas/rewards.ts). The tile's colour and theme are ours: the spec names them, the club data
// has none, so each tag has one (docs/api-entities-basket.md).
import { rewardExpiryText, rewardTerms, type OfferView, type SectionView, type WalletReward } from "../../domain/loyalty/loyalty";
import type { z } from "zod";
import type { OfferRewardSchema, OfferSchema, RewardSchema } from "../api/schemas/rewards";

/** Each tag's tile: a #rrggbb colour, and whether its text is light or dark. */
const TILE_COLOURS: Record<string, { colour: string; theme: "light" | "dark" }> = {
  welcome: { colour: "#F6E7CF", theme: "light" },
  birthday: { colour: "#F4C9D6", theme: "light" },
  bronze: { colour: "#9C5B2E", theme: "dark" },
  silver: { colour: "#C9CDD2", theme: "light" },
  gold: { colour: "#C9A227", theme: "dark" },
};
const DEFAULT_TILE = { colour: "#1F2A44", theme: "dark" as const };

export interface RewardContext {
  currencySymbol: string;
  timeZone: string;
}

export function presentReward(w: WalletReward, ctx: RewardContext): z.infer<typeof RewardSchema> {
  const d = w.def;
  const design = w.tagLabel.toLowerCase();
  const tile = TILE_COLOURS[design] ?? DEFAULT_TILE;
  const expiry = rewardExpiryText(w.validTo, ctx.timeZone);
  return {
    thirdPartyRewardTypeId: d.thirdPartyRewardTypeId,
    tierName: d.tierName,
    isLocked: w.locked,
    disabled: w.locked,
    validFrom: w.validFrom.toISOString(),
    validTo: w.validTo.toISOString(),
    priority: d.priority,
    name: d.name,
    discountPercentage: d.discountPercentage,
    type: d.type,
    minSpend: d.minSpendMinor,
    restaurantRules: d.restaurantRules,
    rewardDetails: {
      rewardTitle: d.details.rewardTitle,
      rewardCardDescription: d.details.rewardCardDescription,
      expiryDateToDisplay: expiry,
      designOfTile: design,
      colourOfTilenbwConverted: tile.colour,
      nbwRewardTheme: tile.theme,
      validityText: w.lockedText,
      lockedValidityTextExpiryDate: w.locked ? w.lockedText : null,
      showTierName: true,
      rewardDetailPageHeaderCopy: d.details.rewardDetailPageHeaderCopy,
      rewardDetailPageDescription: d.details.rewardDetailPageDescription,
      tcs: rewardTerms(d, ctx.currencySymbol),
    },
  };
}

function presentOffer(o: OfferView): z.infer<typeof OfferSchema> {
  return {
    offerId: o.offerId,
    title: o.title,
    subTitle: o.subTitle,
    price: o.priceMinor,
    priceText: o.price,
    showPrice: o.showPrice,
    romanaUpgradePrice: o.romanaUpgradePrice,
    romanaUpgradeAmount: o.upgradeMinor,
    selected: o.selected,
    selectedByThisUser: o.selectedByThisUser,
    disabled: o.disabled,
    taken: o.taken,
    groupComplete: o.groupComplete,
  };
}

/** The selection screen's card as the Reward selection response's section. */
export function presentSection(s: SectionView) {
  return {
    title: s.title,
    designOfTile: s.tagLabel.toLowerCase(),
    missingText: s.groupComplete ? "" : s.pickHint,
    readOnly: s.readOnly,
    selectionComplete: s.groupComplete,
    tags: [s.tagLabel],
    thirdPartyRewardTypeId: s.thirdPartyRewardTypeId,
    maxSelectionForReward: s.maxSelectionForReward,
    referAFriend: false,
    expiry: s.expiry,
    subSections: [{ title: s.title, displayTitle: false, offers: s.offers.map(presentOffer) }],
  };
}

/** A usable reward with the products it can be had on here (customer state's offerRewards). */
export function presentOfferReward(w: WalletReward, s: SectionView, ctx: RewardContext): z.infer<typeof OfferRewardSchema> {
  return {
    ...presentReward(w, ctx),
    maxSelectionForReward: s.maxSelectionForReward,
    selectionComplete: s.groupComplete,
    offers: s.offers.map(presentOffer),
  };
}
