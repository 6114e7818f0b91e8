// A restaurant as search results show it (spec 1 §3), and the rules of its card (spec 1 §4).
import type { OrderMode } from "../basket/basket";

export type OpeningStatus = "open" | "opens-later" | "closed-today" | "closed-for-day";

interface RestaurantDeliveryInfo {
  estimated_duration: { begin: number; end: number };
  isCheapest: boolean;
  isFastest: boolean;
  delivery_fee: { fractional: number; currency_code: "GBP" | "EUR" };
  location: { lat: number; lon: number };
  /** The partner's error for this restaurant (e.g. no rider), or null. */
  error: string | null;
}

export interface RestaurantResult {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Miles from the searched point. */
  distance: number;
  openingTime: string | null;
  closingTime: string | null;
  openingStatus: OpeningStatus;
  closingSoon: boolean;
  fullAddress: string;
  telephone: string;
  facilities: string[];
  isCollectionDisabled: boolean;
  isDeliveryDisabled: boolean;
  isCollectionHidden: boolean;
  isDeliveryHidden: boolean;
  isCollectionTempClosed: boolean;
  isDeliveryTempClosed: boolean;
  collectionMessage: string | null;
  deliveryMessage: string | null;
  delivery: RestaurantDeliveryInfo | null;
}

export interface SearchResult {
  postcode: string | null;
  restaurants: RestaurantResult[];
  canOrderDelivery: boolean;
  canOrderCollection: boolean;
  error: string | null;
}

/** The search page shows this many restaurants at first, and this many more at each 'Show more restaurants'. */
export const RESULTS_PAGE_SIZE = 10;

export const SEARCH_MESSAGES = {
  invalidPostcode: "Please enter a valid postcode",
  noRestaurants: "We have no restaurants within a 10 mile radius of your postcode.",
  locationNotFound: "Sorry but we can't find your location. Please enter your postcode",
  searchFailed: "Oops! Something went wrong, please try again.",
  notDelivering: "We're Sorry! Unfortunately we are not currently delivering to this postcode. Why not try collection instead?",
} as const;

export interface CardAction {
  text: "Order for collection" | "Order for delivery";
  /** The journey choosing this card starts. */
  mode: OrderMode;
  disabled: boolean;
  /** Delivery-only case of the spec: a delivery card that offers collection instead. */
  prospective: boolean;
  /** Why the card cannot be chosen, shown with an error icon. */
  unavailableMessage: string | null;
}

const CLOSED_TODAY = "Closed today";
const CLOSED_FOR_DAY = "Closed for the rest of today";

function closedMessage(r: RestaurantResult): string | null {
  if (r.openingStatus === "closed-today") return CLOSED_TODAY;
  if (r.openingStatus === "closed-for-day") return CLOSED_FOR_DAY;
  return null;
}

/** Each mode's button, and why it is off when the restaurant says no more. */
const MODE_TEXTS = {
  collection: { order: "Order for collection", off: "Collection is not available at this restaurant" },
  delivery: { order: "Order for delivery", off: "Delivery is not available at this restaurant" },
} as const;

/** Why a restaurant takes no orders of a mode, or null: the mode turned off, closed for now, or closed at this hour. */
function unavailableFor(r: RestaurantResult, mode: OrderMode): string | null {
  const [off, tempClosed, message] =
    mode === "collection"
      ? [r.isCollectionDisabled, r.isCollectionTempClosed, r.collectionMessage]
      : [r.isDeliveryDisabled, r.isDeliveryTempClosed, r.deliveryMessage];
  if (off) return message ?? MODE_TEXTS[mode].off;
  if (tempClosed) return message ?? "Temporarily closed";
  return closedMessage(r);
}

/** The card's button for a mode: disabled when there is a reason it cannot be chosen. */
function offer(
  mode: OrderMode,
  unavailableMessage: string | null,
  disabled = unavailableMessage !== null,
  prospective = false,
): CardAction {
  return { text: MODE_TEXTS[mode].order, mode, disabled, prospective, unavailableMessage };
}

export function cardAction(r: RestaurantResult, mode: OrderMode): CardAction {
  if (mode === "collection") return offer("collection", unavailableFor(r, "collection"));
  // Delivery not possible here but collection is: the card still offers collection.
  if (!r.isCollectionDisabled && r.isDeliveryDisabled) {
    const blocked = r.isCollectionTempClosed || closedMessage(r) !== null;
    return offer("collection", r.deliveryMessage ?? MODE_TEXTS.delivery.off, blocked, true);
  }
  return offer("delivery", unavailableFor(r, "delivery") ?? r.delivery?.error ?? null);
}
