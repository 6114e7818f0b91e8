// The use cases the routes and /api adapters call. Built once at start-up from the configuration,
// the database and the providers.
import type { Logger } from "pino";
import type { AppConfig } from "./config";
import { brandOf } from "./config";
import type { Database } from "./db/database";
import { createRepositories } from "./db/repositories/index";
import type { Clock } from "./providers/clock";
import { seededGeocoder } from "./providers/geocoder";
import { outboxNotifier } from "./providers/notifications";
import type { Seeds } from "./seed/load";
import { basketService } from "./basket/baskets";
import { customerService } from "./accounts/customers";
import { accountService } from "./accounts/accounts";
import { checkoutService } from "./checkout/checkout";
import { searchService } from "./search/search";
import { bannerService } from "./menu/banners";
import { menuService } from "./menu/menu";
import { loadBasketView } from "./basket/basket-view";
import { voucherService } from "./basket/vouchers";
import { employeeDiscountService } from "./basket/employee-discount";
import { basketLineService } from "./basket/basket-lines";
import { upsellService } from "./basket/upsells";
import { journeyService } from "./search/journey";
import { standInDeliveryPartner } from "./providers/delivery";
import { standInAddressFinder } from "./providers/addresses";
import type { PaymentProvider } from "./providers/payments";
import { orderService } from "./checkout/orders";
import { orderEvents, orderStatusFeed, type OrderEvents } from "./checkout/order-events";
import { advisoryLockClaim } from "./checkout/payment-reconciler";
import { loyaltyService } from "./loyalty/loyalty";
import { analyticsService } from "./analytics/analytics";
import type { Redis } from "./redis";
import { rateLimits } from "./security/rate-limit";
import { apiDocument } from "./api/document";
import { allergenCookie, clearCustomerSessionCookie, cookieConsentCookie, customerSessionCookie, flashCookie, sign } from "./http/cookies";
import { signFlash } from "./http/flash";
import type { CookieConsent } from "../domain/cookie-consent";
import type { FlashMessage } from "../domain/flash-message";

export function createServices(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  logger: Logger;
  seeds: Seeds;
  /** What wakes order-status streams (shared between nodes on PostgreSQL); default: this process only. */
  events?: OrderEvents;
  /** Rate limits live in Redis when given (shared by every process), else in this process's memory. */
  redis?: Redis | null;
  /** The card payment provider (the built-in sandbox, or a shared sandbox gateway). */
  payments: PaymentProvider;
}) {
  const { config, db, clock, logger, seeds } = deps;
  const events = deps.events ?? orderEvents({ logger });
  const limits = rateLimits(
    deps.redis && config.redis ? { kind: "redis", client: deps.redis, keyPrefix: config.redis.keyPrefix } : { kind: "memory" },
    { registrationsPerAddress: config.registrationsPerAddress },
  );
  const repos = createRepositories(db, { postgres: config.database.kind === "postgres" });
  const brand = brandOf(config);
  const geocoder = seededGeocoder(seeds.geo);
  const notifier = outboxNotifier(repos.outbox, clock, logger, config.sessionSecret);
  const delivery = standInDeliveryPartner();
  const search = searchService({ restaurants: repos.restaurants, geocoder, delivery, clock, brand, logger });
  const menu = menuService({ menus: repos.menus, search, brand: brand.code });
  const baskets = basketService({ db, baskets: repos.baskets, menus: repos.menus, clock, brand: brand.code, menuRecord: menu.record });

  const vouchers = voucherService({
    baskets,
    vouchers: repos.vouchers,
    menu,
    search,
    clock,
    brand,
    limits: limits.vouchers,
    // Single-use vouchers: the codes on the customer's paid orders.
    usedCodes: (customerId) => repos.orders.voucherCodesUsed(brand.code, customerId),
    // Staff vouchers: the code on the customer's own record (spec 2 §4 Employee discount).
    employeeCodeOf: async (customerId) => (await repos.customers.getById(customerId))?.employeeDiscountCode ?? null,
    // First-order vouchers: a customer with no earlier order of this brand (docs/decisions/026).
    firstOrderEligible: async (customerId) => !(await repos.orders.hasOrders(brand.code, customerId)),
    // ... and whose e-mail address is verified (docs/decisions/025).
    emailVerified: async (customerId) => (await repos.customers.getById(customerId))?.emailVerifiedAt != null,
  });
  const loyalty = loyaltyService({
    enabled: config.features.loyalty,
    rewards: repos.rewards,
    customers: repos.customers,
    orders: repos.orders,
    baskets,
    menu,
    search,
    clock,
    brand,
    secret: config.sessionSecret,
  });
  const upsells = upsellService({ menu });
  const customers = customerService({ repos, clock, config });
  const accounts = accountService({
    repos,
    clock,
    config,
    notifier,
    customers,
    brandName: brand.name,
    logger,
    limits: limits.accounts,
  });
  const addressFinder = standInAddressFinder(geocoder);
  const journey = journeyService({ baskets, search, geocoder, delivery, clock, brand });
  /** The basket page's priced view; payment charges exactly this. */
  const pricedBasket = (
    basketOrId: Parameters<typeof loadBasketView>[1],
    viewer: number | null,
    override?: Parameters<typeof loadBasketView>[3],
  ) => loadBasketView({ baskets, menu, vouchers, rewards: loyalty }, basketOrId, viewer, override);
  const { payments } = deps;
  const orders = orderService({
    db,
    repos,
    baskets,
    menu,
    search,
    journey,
    payments,
    priceBasket: pricedBasket,
    clock,
    brand,
    logger,
    revalidateVouchers: vouchers.revalidate,
    rewardPeriods: loyalty.rewardPeriods,
    notifier,
    // Every node reconciles; on PostgreSQL an advisory lock lets one of them settle each attempt.
    claim: config.database.kind === "postgres" ? advisoryLockClaim(db) : undefined,
    declines: limits.declines,
  });
  const services = {
    clock,
    vouchers,
    upsells,
    /** The employee discount's offer on the basket page and the customer's answer to it. */
    employeeDiscount: employeeDiscountService({ customers, vouchers }),
    loyalty,
    /** First-party analytics and recommendation events (spec 2 §7), recorded after cookie consent. */
    analytics: analyticsService({ events: repos.analytics, clock }),
    /** The /dev/events page exists only when the configuration allows it (never in production). */
    devEvents: config.devEvents,
    brand,
    features: config.features,
    /** The only origin a framing parent may have for the native bridge. */
    inAppParentOrigin: config.inAppParentOrigin,
    /** The app simulator page /dev/app exists only when the configuration allows it. */
    devAppSimulator: config.devAppSimulator,
    /** The OpenAPI 3.1 document of /api (GET /api/openapi.json; the page /developers/api). */
    apiDocument: () => apiDocument(brand.name),
    /** The configuration the client may see (GET /api/applicationConfig/oop). */
    publicConfig() {
      return {
        BRAND: brand.code,
        BRAND_NAME: brand.name,
        CURRENCY: brand.currency,
        CURRENCY_SYMBOL: brand.currencySymbol,
        features: { ...config.features },
      };
    },
    /** The basket's use cases; its raw change (any state to any state) stays inside the services. */
    baskets: basketUseCases(baskets),
    search,
    menu,
    journey,
    /** Deal banners (cmsConfig): which show now, on which journey. */
    banners: bannerService({ banners: seeds.brands[brand.code].banners, clock, brand, search }),
    /** The card form's client token (getClientToken). */
    clientToken: (input: Parameters<PaymentProvider["clientToken"]>[0]) => payments.clientToken(input),
    orders,
    /** The live status of an order (server-sent events), woken on every node by clock moves. */
    orderStatus: orderStatusFeed({ events, clock, find: orders.find }),
    customers,
    accounts,
    checkout: checkoutService({ baskets, search }),
    /** The /dev/outbox page exists only when the configuration allows it (never in production). */
    devOutbox: config.devOutbox,
    /** Set-Cookie values the HTML routes may send. */
    cookies: {
      /** The visitor's cookie choice (the banner, the cookie settings and /api/customer/acceptcookies). */
      consent: (consent: CookieConsent) => cookieConsentCookie(consent, config.secureCookies),
      /** The signed CUSTOMER_SESSION cookie naming a session row (set at login). */
      session: (sessionId: string) => customerSessionCookie(sign(sessionId, config.sessionSecret), config.secureCookies),
      clearSession: () => clearCustomerSessionCookie(config.secureCookies),
      /** What the page a redirect leads to should say, read there once (`session.takeFlash()`). */
      flash: (message: FlashMessage) => flashCookie(signFlash(message, config.sessionSecret), config.secureCookies),
      /** The menu's remembered allergen filter (set when the filter form is applied). */
      allergens: (allergens: readonly string[]) => allergenCookie(allergens, config.secureCookies),
    },
    /** The addresses at a postcode, for the delivery address step. */
    lookupAddresses: (postcode: string) => addressFinder.lookup(postcode),
    /** The messages sent (newest first), for the /dev/outbox page and tests; never in production. */
    sentMessages: (filter: { recipient?: string | undefined; limit?: number }) => notifier.messages(filter),
    /** The send queue's other ends: a sender marks a message sent (deleting it); expired ones are purged. */
    outbox: { markSent: notifier.markSent, deliver: notifier.deliver, purgeExpired: notifier.purgeExpired },
    /**
     * A session began or ended on this basket (sign-in, sign-up, guest details, sign-out): its
     * vouchers are checked again for whoever holds it now; those that no longer hold are named.
     */
    async sessionChanged(basketId: string, sessionId: string | null) {
      const live = sessionId ? await customers.resolveSession(sessionId) : null;
      // Rewards belong to their member: anyone else's go, and the basket says so when next shown.
      await loyalty.dropForeignRewards(basketId, live?.customerId ?? null);
      return vouchers.revalidate(basketId, live?.customerId ?? null);
    },
    /**
     * Sign-out (the header's button, customer/logout): the session ends, the basket is emptied, and
     * the visitor goes on with a new basket id (`renewBasketId`): the old id names an empty basket.
     */
    async signOut(session: { basketId: string; sessionId: string | null; renewBasketId(): string }) {
      await accounts.logout(session.sessionId);
      await baskets.clear(session.basketId);
      return baskets.getOrCreate(session.renewBasketId());
    },
    /** Changing the basket's lines, each use case checking the vouchers again. */
    basketLines: basketLineService({
      baskets,
      menu,
      vouchers,
      discardDraft: loyalty.discardDraft,
      takeRewardsRemoved: (who, read) => loyalty.takeRewardsRemoved(who.basketId, who.customerId, read),
      priced: pricedBasket,
    }),
    /** The basket page's lines and totals. */
    basketView: pricedBasket,
    /** The lowest pizza price on the brand's menu, for the home page's "Pizzas from" line. */
    async pizzasFromMinor(): Promise<number | null> {
      const record = await menu.record();
      if (!record) return null;
      const pizzas = new Set(record.menu.categories.find((c) => c.id === "pizzas")?.subCategories.map((sc) => sc.id) ?? []);
      const prices = record.menu.items.filter((i) => pizzas.has(i.subCategoryId)).map((i) => i.basePriceMinor);
      return prices.length ? Math.min(...prices) : null;
    },
  };
  // The raw store goes to the runtime only, for tests that set a basket up directly.
  return { services, basketStore: baskets };
}
export type Services = ReturnType<typeof createServices>["services"];
export type BasketStore = ReturnType<typeof basketService>;

/** Every basket operation but `change`, which would let a caller write any state it likes. */
function basketUseCases({ change: _raw, ...useCases }: BasketStore) {
  return useCases;
}
