// A restaurant as search results show it (spec 1 §3), and the rules of its card (spec 1 §4).
import type { OrderMode } from "./basket";

export type OpeningStatus = "open" | "opens-later" | "closed-today" | "closed-for-day";

export interface RestaurantDeliveryInfo {
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

export function cardAction(r: RestaurantResult, mode: OrderMode): CardAction {
  if (mode === "collection") {
    const unavailable =
      (r.isCollectionDisabled ? (r.collectionMessage ?? "Collection is not available at this restaurant") : null) ??
      (r.isCollectionTempClosed ? (r.collectionMessage ?? "Temporarily closed") : null) ??
      closedMessage(r);
    return {
      text: "Order for collection",
      mode: "collection",
      disabled: unavailable !== null,
      prospective: false,
      unavailableMessage: unavailable,
    };
  }
  // Delivery not possible here but collection is: the card still offers collection.
  if (!r.isCollectionDisabled && r.isDeliveryDisabled) {
    const blocked = r.isCollectionTempClosed || closedMessage(r) !== null;
    return {
      text: "Order for collection",
      mode: "collection",
      disabled: blocked,
      prospective: true,
      unavailableMessage: r.deliveryMessage ?? "Delivery is not available at this restaurant",
    };
  }
  const unavailable =
    (r.isDeliveryDisabled ? (r.deliveryMessage ?? "Delivery is not available at this restaurant") : null) ??
    (r.isDeliveryTempClosed ? (r.deliveryMessage ?? "Temporarily closed") : null) ??
    closedMessage(r) ??
    r.delivery?.error ??
    null;
  return {
    text: "Order for delivery",
    mode: "delivery",
    disabled: unavailable !== null,
    prospective: false,
    unavailableMessage: unavailable,
  };
}
