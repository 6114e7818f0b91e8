// The site's addresses, for every link and redirect. Each page's path is filled in from its
// pattern in app/routes.ts by `href`, which has React Router's `href` signature: with the generated
// route types (`react-router typegen`), a pattern that is not in routes.ts, or a missing parameter,
// is a type error. Its query is built by `withQuery`. The module imports nothing at run time, so
// any page's JavaScript, the pure domain rules and the server's services may use it without
// pulling in React Router, React or a schema library.
import type { href as routerHref } from "react-router";
import type { OrderMode } from "../domain/basket/basket";

/**
 * React Router's `href` for our patterns, which have only required `:params`: the same string
 * (app/paths.test.ts compares them), typed by React Router's own declaration.
 */
const href = ((pattern: string, params: Record<string, string> = {}) => {
  let out = "";
  for (const part of patternParts(pattern)) {
    if (!part.param) {
      out += part.text;
      continue;
    }
    const value = params[part.text];
    if (value === undefined) throw new Error(`Path '${pattern}' requires param '${part.text}' but it was not provided`);
    out += `/${value}`;
  }
  return out;
}) as typeof routerHref;

type PatternPart = { param: boolean; text: string };
const patterns = new Map<string, PatternPart[]>();

/** A pattern's fixed text and `/:param` parts, worked out once per pattern (a page writes dozens of links). */
function patternParts(pattern: string): PatternPart[] {
  let parts = patterns.get(pattern);
  if (parts) return parts;
  parts = [];
  let at = 0;
  for (const m of pattern.matchAll(/\/:([\w-]+)/g)) {
    if (m.index > at) parts.push({ param: false, text: pattern.slice(at, m.index) });
    parts.push({ param: true, text: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < pattern.length) parts.push({ param: false, text: pattern.slice(at) });
  patterns.set(pattern, parts);
  return parts;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * `path?key=value&…` with the entries in the order given; a list repeats its key once per value. A
 * null or undefined value is left out (an empty string is kept: `category=`), and no query at all
 * leaves the path as it is. Keys and values are percent-encoded as encodeURIComponent does (a space
 * is `%20`, never `+`), which is what the pages have always sent.
 */
export function withQuery(path: string, query: Query = {}): string {
  let text = "";
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    for (const one of typeof value === "object" ? value : [value])
      text += `${text ? "&" : ""}${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`;
  }
  return text ? `${path}?${text}` : path;
}

/** The page to come back to after a sign-in step or a settings page (`?redirectTo=`). */
export type ReturnQuery = { redirectTo?: string };

/** The basket's states that live in its address (dialogs, and what the page says without JavaScript). */
export type BasketQuery = {
  /** 'Checkout' pressed: the upsell or add-more-items dialog may come first (docs/decisions/021). */
  checkout?: 1;
  upsell?: "seen" | "open";
  /** The delivery-minimum dialog was dismissed. */
  minimum?: "seen";
  /** Voucher codes taken off after a change. */
  removed?: string;
  /** Without JavaScript: the line just stepped, the line gone, and the control to focus. */
  line?: string;
  gone?: string;
  focus?: string;
};

/** The menu page's state in its address: its filters, the category shown, and its dialogs. */
export type MenuQuery = {
  /** The diet filters (the customise page keeps them too). */
  diet?: readonly string[];
  /** Calories shown (1) or hidden (0); `apply`: the diet filter form was sent. */
  calories?: 0 | 1;
  apply?: 1;
  category?: string;
  /** The diet filter dialog, open. */
  filter?: "open";
  /** Just chosen by a visitor who sent no basket cookie: the menu checks the cookie came back (`cookies=check`). */
  cookies?: "check";
  /** An item's information dialog, open; `shown`: closed again, focus back on its link. */
  info?: string;
  shown?: string;
  /** An item just added (its id), or a bundle (1). */
  added?: string | number;
  /** The whole menu at once, not one category (what the page loads with JavaScript). */
  all?: 1;
};

const mode = (m: OrderMode) => ({ mode: m });
const seg = (value: string | number) => encodeURIComponent(String(value));
const menuBase = (m: OrderMode, restaurantId: number | string) =>
  href("/:mode/menu/:restaurantId", { mode: m, restaurantId: seg(restaurantId) });

export const paths = {
  /** The start; `inApp` turns in-app mode on or off for the session, on any address. */
  home: (query: { inApp?: boolean } = {}) => withQuery(href("/"), query),
  /** The restaurant search of a journey, with the postcode searched for (none when empty) or the device's location. */
  search: (m: OrderMode, query: { q?: string | null; lat?: number; lon?: number; page?: number } = {}) =>
    withQuery(m === "delivery" ? href("/delivery") : href("/collection"), {
      q: query.q || undefined,
      lat: query.lat,
      lon: query.lon,
      // Pages of ten restaurants: the first ten are shown by default, `page=2` shows twenty.
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  menu: (m: OrderMode, restaurantId: number | string, query: MenuQuery = {}) => withQuery(menuBase(m, restaurantId), query),
  customise: (m: OrderMode, restaurantId: number | string, itemId: string, query: { customId?: string; diet?: readonly string[] } = {}) =>
    withQuery(
      href("/:mode/menu/:restaurantId/customise/:itemId", { mode: m, restaurantId: seg(restaurantId), itemId: seg(itemId) }),
      query,
    ),
  bundle: (m: OrderMode, restaurantId: number | string, bundleName: string, query: { customId?: string } = {}) =>
    withQuery(
      href("/:mode/menu/:restaurantId/bundle/:bundleName", { mode: m, restaurantId: seg(restaurantId), bundleName: seg(bundleName) }),
      query,
    ),
  basket: (m: OrderMode, query: BasketQuery = {}) => withQuery(href("/:mode/basket", mode(m)), query),
  /** The club's reward screen. */
  loyalty: (m: OrderMode) => href("/:mode/loyalty", mode(m)),
  checkoutLogin: (m: OrderMode, query: ReturnQuery = {}) => withQuery(href("/:mode/checkout/login", mode(m)), query),
  checkoutTwoFactor: (m: OrderMode, query: ReturnQuery = {}) => withQuery(href("/:mode/checkout/twoFactor", mode(m)), query),
  checkoutJoin: (m: OrderMode, query: ReturnQuery = {}) => withQuery(href("/:mode/checkout/join/true", mode(m)), query),
  checkoutForgottenPassword: (m: OrderMode, query: ReturnQuery = {}) =>
    withQuery(href("/:mode/checkout/forgottenPassword", mode(m)), query),
  checkoutVerifyMobile: (m: OrderMode, query: ReturnQuery = {}) => withQuery(href("/:mode/checkout/verifyMobile", mode(m)), query),
  /** Collection time or delivery address; `expired` opens (1) or has closed (seen) the expired-time dialog. */
  checkoutDetails: (m: OrderMode, query: { expired?: 1 | "seen" } = {}) => withQuery(href("/:mode/checkout/details", mode(m)), query),
  checkoutUpdateDetails: (m: OrderMode) => href("/:mode/checkout/updateDetails", mode(m)),
  /** `card: "new"`: the new card's form, for a customer with saved cards ('Use another card'). */
  payment: (m: OrderMode, query: { card?: "new" } = {}) => withQuery(href("/:mode/payment", mode(m)), query),
  /** An order's confirmation and status: `ord` is the order's id, `rid` its restaurant. */
  orderConfirmation: (m: OrderMode, query: { ord?: string; rid?: number } = {}) =>
    withQuery(href("/:mode/order/confirmation", mode(m)), query),
  /** The e-mailed reset link (the token is `{id}.{secret}`); the journey comes back after it. */
  resetPassword: (journey: OrderMode, token: string) => href("/resetPassword/:state/:token", { state: journey, token: seg(token) }),
  /** The e-mailed link that verifies a new account's address (spec 1 verifyemail). */
  verifyEmail: (token: string) => href("/verifyemail/:token", { token: seg(token) }),
  passwordResetConfirmation: (query: { journey?: OrderMode } = {}) => withQuery(href("/passwordResetConfirmation"), query),
  orders: () => href("/orders"),
  /** A signed-in customer's change of password; `changed`: it is done. */
  changePassword: (query: { changed?: 1 } = {}) => withQuery(href("/changePassword"), query),
  logout: () => href("/logout"),
  welcome: () => href("/welcome"),
  cookies: () => href("/cookies"),
  cookieSettings: (query: ReturnQuery = {}) => withQuery(href("/cookies/settings"), query),
  /** Said to a browser that keeps no cookies: the basket needs one; `redirectTo`: where to try again. */
  cookiesNeeded: (query: ReturnQuery = {}) => withQuery(href("/cookies/needed"), query),
  appClose: () => href("/app/close"),
  apiReference: () => href("/developers/api"),
  /** An information page (policies, help, the brand's links): `/info/{page}` or `/info/{section}/{page}`. */
  info: (sectionOrPage: string, page?: string) =>
    page === undefined
      ? href("/info/:page", { page: seg(sectionOrPage) })
      : href("/info/:section/:page", { section: seg(sectionOrPage), page: seg(page) }),
} as const;

export const STATIC_MAP_PATH = "/maps/static.svg";
export const BANNER_STYLES_PATH = "/banners.css";
/** Where the card's bank sends the customer back after 3-D Secure (server/checkout/payment-return.ts). */
export const PAYMENT_RETURN_PATH = "/payment/authenticated";
/**
 * Addresses the Express server answers itself, not React Router's routes: a restaurant's map image
 * (server/maps/static-map.ts), the deal banners' colours (server/menu/banner-styles.ts) and the
 * return from the bank's 3-D Secure page, which finishes the payment and redirects.
 */
export const filePaths = {
  paymentReturn: (query: { attempt: string }) => withQuery(PAYMENT_RETURN_PATH, query),
  staticMap: (query: { lat: number; lon: number; zoom: number; w: number; h: number }) => withQuery(STATIC_MAP_PATH, query),
  bannerStyles: (query: { v: string }) => withQuery(BANNER_STYLES_PATH, query),
} as const;

/** The cookie settings page (the dialog without JavaScript), coming back to `back` when closed or saved. */
export const COOKIE_SETTINGS_PATH = paths.cookieSettings();
export const cookieSettingsHref = (back: string) => paths.cookieSettings({ redirectTo: back });
