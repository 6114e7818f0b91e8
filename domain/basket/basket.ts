// The basket as the server stores it. Pure data: prices are computed from it, never stored as truth.
import { paths } from "../../app/paths";

export type OrderMode = "collection" | "delivery";

export interface BasketLine {
  /** Menu item id. */
  id: string;
  /** Hash of the customisation; equal lines share it. */
  customID: string;
  quantity: number;
  /** Chosen options as option-id paths, kept for later pricing. */
  selections: { groupId: string; optionId: string; quantity: number }[];
}

export interface BasketBundleLine {
  /** Bundle id on the menu. */
  bundleId: string;
  customID: string;
  quantity: number;
  sections: { sectionId: string; products: { itemId: string; quantity: number }[] }[];
}

/** The delivery chosen with a restaurant: where to, and the partner's quote at the time. */
export interface BasketDelivery {
  postcode: string;
  latitude: number;
  longitude: number;
  feeMinor: number;
  currency: "GBP" | "EUR";
  duration: { begin: number; end: number };
  /** The quote's own error (e.g. no rider), shown in the delivery-quote error modal. */
  error: string | null;
  quotedAt: string;
  addressLine1: string | null;
  addressLine2?: string | null;
  town?: string | null;
}

/** A voucher the server took off the basket, and why (spec 2 §3 voucherExceptions). */
export interface VoucherException {
  code: string;
  message: string;
  voucherNotLinked: boolean;
}

export interface BasketState {
  restaurantId: number | null;
  mode: OrderMode | null;
  searchTerm: string | null;
  /** Miles from the searched place to the restaurant, rounded to 2 decimals. */
  restaurantDistance: number | null;
  /** Where 'back to ordering' leads: the root until a restaurant is chosen, then its menu. */
  checkoutCompletePath: string;
  delivery: BasketDelivery | null;
  items: BasketLine[];
  bundles: BasketBundleLine[];
  voucherCodes: string[];
  /**
   * Vouchers the server took off the basket, and why, until the customer has been told (spec 2 §3
   * voucherExceptions; `hasSeenVoucherExceptionModal` is their being empty).
   */
  voucherExceptions: VoucherException[];
  /** The basket's version each voucher here (applied or taken off) was applied at (notices.ts `stamped`). */
  voucherAppliedAt: Record<string, number>;
  /** Loyalty rewards applied (saved), each one product picked for one reward. */
  rewards: { rewardId: number; productId: string }[];
  /** The reward screen's picks before they are saved (the transient basket); null when not picking. */
  rewardDraft: { rewardId: number; productId: string }[] | null;
  /** The basket's version the draft was last picked on (`liveDraft`); null before any pick. */
  rewardDraftOn: number | null;
  /** The member whose rewards these are; picks never carry over to someone else. */
  rewardsOwner: number | null;
  /** Rewards were taken off because someone else holds the basket now, until the customer is told. */
  rewardsRemoved: boolean;
  /** The basket's version the rewards were last saved at, kept after they go (notices.ts `stamped`). */
  rewardsSavedAt: number | null;
  collectionTime: string | null;
  /** Number of the order placed from this basket, once paid. */
  orderId: string | null;
  /** Closing the app with 'Save basket' holds it until then (ISO instant); null when not held. */
  heldUntil: string | null;
  /** The basket was emptied because its hold ran out (spec 2 §3 expiredBasket), until a new order starts. */
  expiredBasket: boolean;
}

export interface Basket {
  id: string;
  /** Bumped by every change; the client keeps a newer basket over an older one. */
  version: number;
  /** Changes when the basket is replaced (cleared, or another basket takes its place). */
  key: string;
  state: BasketState;
}

export function emptyBasketState(): BasketState {
  return {
    restaurantId: null,
    mode: null,
    searchTerm: null,
    restaurantDistance: null,
    checkoutCompletePath: paths.home(),
    delivery: null,
    items: [],
    bundles: [],
    voucherCodes: [],
    voucherExceptions: [],
    voucherAppliedAt: {},
    rewards: [],
    rewardDraft: null,
    rewardDraftOn: null,
    rewardsOwner: null,
    rewardsRemoved: false,
    rewardsSavedAt: null,
    collectionTime: null,
    orderId: null,
    heldUntil: null,
    expiredBasket: false,
  };
}

/** How long 'Save basket' keeps a basket when the customer closes the app (spec 2 §9). */
export const HELD_BASKET_MINUTES = 60;

export function heldBasketExpired(state: BasketState, now: Date): boolean {
  return state.heldUntil !== null && now.getTime() >= Date.parse(state.heldUntil);
}

/**
 * What a change does to the hold: ordering again (lines or restaurant changed) ends the hold, and
 * choosing a restaurant starts a new order, no longer the expired one.
 */
export function settleHold(before: BasketState, after: BasketState): BasketState {
  const ordering =
    before.restaurantId !== after.restaurantId ||
    JSON.stringify([before.items, before.bundles]) !== JSON.stringify([after.items, after.bundles]);
  return {
    ...after,
    heldUntil: ordering ? null : after.heldUntil,
    expiredBasket: after.expiredBasket && after.restaurantId === null,
  };
}

/** The basket as the customer last opened its page: its key and version then (the REWARDS_LEFT cookie). */
export interface BasketMark {
  key: string;
  version: number;
}

/**
 * The reward screen's unsaved picks, unless the customer has opened the basket page since the last
 * of them: leaving the screen for the basket without saving forgets them, and storing nothing.
 */
export function liveDraft(basket: Basket, left: BasketMark | null): BasketState["rewardDraft"] {
  const { rewardDraft, rewardDraftOn } = basket.state;
  if (rewardDraft === null || left === null || left.key !== basket.key) return rewardDraft;
  return (rewardDraftOn ?? -1) < left.version ? null : rewardDraft;
}

/** numberOfItems: the sum of item and bundle quantities. */
export function numberOfItems(state: BasketState): number {
  return state.items.reduce((n, l) => n + l.quantity, 0) + state.bundles.reduce((n, b) => n + b.quantity, 0);
}

/** The client-side acceptance rule of spec 1 §4: newer or replaced baskets only, and only when OK. */
export function acceptIncomingBasket(
  stored: Pick<Basket, "version" | "key"> | null,
  incoming: { status: string; basket: Pick<Basket, "version" | "key"> },
): boolean {
  if (incoming.status !== "OK") return false;
  if (!stored) return true;
  return incoming.basket.version >= stored.version || incoming.basket.key !== stored.key;
}

/** A delivery quote older than this no longer holds: the customer searches again. */
const DELIVERY_QUOTE_TTL_MINUTES = 60;

export function isDeliveryExpired(state: BasketState, now: Date): boolean {
  if (state.mode !== "delivery" || !state.delivery) return false;
  return now.getTime() - new Date(state.delivery.quotedAt).getTime() > DELIVERY_QUOTE_TTL_MINUTES * 60_000;
}

export function hasLines(state: BasketState): boolean {
  return state.items.length > 0 || state.bundles.length > 0;
}

/**
 * The basket when the customer moves to another restaurant: the other restaurant's lines, the
 * vouchers applied to them and the reward picks go (the wallet keeps the rewards themselves).
 * Unchanged when it is the same restaurant or there is nothing to lose.
 */
export function forRestaurant(state: BasketState, restaurantId: number): BasketState {
  if (state.restaurantId === null || state.restaurantId === restaurantId) return state;
  return { ...state, items: [], bundles: [], voucherCodes: [], rewards: [], rewardDraft: null };
}

/** The busy-period message when a delivery quoted again at checkout takes longer (spec 2 §8). */
export function deliveryTimeChangedMessage(duration: { begin: number; end: number }): string {
  return `We’re busier than usual right now. Your delivery will now take ${duration.begin}–${duration.end} mins.`;
}
