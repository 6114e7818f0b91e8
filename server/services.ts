// The use cases the routes and /api adapters call. Built once at start-up from the configuration,
// the database and the providers.
import { hostname } from "node:os";
import type pg from "pg";
import type { Logger } from "pino";
import type { AppConfig } from "./config";
import { brandOf } from "./config";
import type { Database } from "./db/database";
import { createRepositories } from "./db/repositories";
import type { Clock } from "./providers/clock";
import { seededGeocoder } from "./providers/geocoder";
import { outboxNotifier } from "./providers/notifications";
import type { Seeds } from "./seed/load";
import {
  basketService,
  basketUseCases,
  basketViewLoader,
  voucherService,
  employeeDiscountService,
  basketLineService,
  configurationService,
  upsellService,
} from "./basket";
import { customerService, accountService, sessionChanges } from "./accounts";
import { publicConfig } from "./in-app";
import {
  checkoutService,
  orderService,
  orderEvents,
  orderStatusFeed,
  savedCardService,
  type OrderEvents,
  advisoryLockClaim,
  type AttemptOwners,
} from "./checkout";
import { searchService, journeyService } from "./search";
import { bannerService, menuService } from "./menu";
import { standInDeliveryPartner } from "./providers/delivery";
import { standInAddressFinder } from "./providers/addresses";
import type { PaymentProvider } from "./providers/payments";
import { loyaltyService } from "./loyalty";
import { analyticsService } from "./analytics";
import { readinessCheck } from "./operations";
import type { Redis } from "./redis";
import { rateLimits } from "./security/rate-limit";
import { apiDocument } from "./api/document";
import { pageCookies } from "./http/page-cookies";

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
  /** With Redis on PostgreSQL: where the limits' counts are copied for Redis's outages (a small pool of the database's). */
  limitCopies?: { pool: pg.Pool; logger: Logger } | undefined;
  /** The card payment provider (the built-in sandbox, or a shared sandbox gateway). */
  payments: PaymentProvider;
  /** Who works on a payment attempt now (server/checkout/attempt-owners.ts); default: this process's own knowledge. */
  owners?: AttemptOwners;
}) {
  const { config, db, clock, logger, seeds } = deps;
  const events = deps.events ?? orderEvents({ logger });
  const limits = rateLimits(
    deps.redis && config.redis
      ? { kind: "redis", client: deps.redis, keyPrefix: config.redis.keyPrefix, copies: deps.limitCopies }
      : { kind: "memory" },
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
  const upsells = upsellService({ menu, fresh: config.features.enableFreshRecommendation });
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
  const pricedBasket = basketViewLoader({ baskets, menu, vouchers, rewards: loyalty });
  const { payments } = deps;
  const savedCards = savedCardService({ repos, payments, secret: config.sessionSecret, clock, logger });
  const orders = orderService({
    db,
    publicUrl: config.publicUrl,
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
    savedCards,
    notifier,
    // Every node reconciles; on PostgreSQL an advisory lock lets one of them settle each attempt.
    claim: config.database.kind === "postgres" ? advisoryLockClaim(db) : undefined,
    owners: deps.owners,
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
    publicConfig: publicConfig(config, brand),
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
    /** A signed-in customer's saved cards (the payment page, /api): listed and removed; paying with one is `orders.pay`. */
    savedCards: { list: savedCards.list, remove: savedCards.remove },
    /** The live status of an order (server-sent events), woken on every node by clock moves. */
    orderStatus: orderStatusFeed({ events, clock, find: orders.find }),
    customers,
    accounts,
    checkout: checkoutService({ baskets, search }),
    /** The /dev/outbox page exists only when the configuration allows it (never in production). */
    devOutbox: config.devOutbox,
    /** The /dev/restaurant page (playing the restaurant: reject, cancel) likewise. */
    devRestaurant: config.devRestaurant,
    /** Set-Cookie values the HTML routes may send. */
    cookies: pageCookies(config),
    /** The addresses at a postcode, for the delivery address step. */
    lookupAddresses: (postcode: string) => addressFinder.lookup(postcode),
    /** The messages sent (newest first), for the /dev/outbox page and tests; never in production. */
    sentMessages: (filter: { recipient?: string | undefined; limit?: number }) => notifier.messages(filter),
    /** The send queue's other ends: a sender marks a message sent (deleting it); expired ones are purged. */
    outbox: { markSent: notifier.markSent, deliver: notifier.deliver, purgeExpired: notifier.purgeExpired },
    /** Who holds the basket changed (sign-in, sign-up, guest details, sign-out): its benefits follow. */
    ...sessionChanges({
      customers,
      accounts,
      baskets,
      dropForeignRewards: loyalty.dropForeignRewards,
      revalidateVouchers: vouchers.revalidate,
    }),
    /** Changing the basket's lines, each use case checking the vouchers again. */
    basketLines: basketLineService({
      baskets,
      menu,
      vouchers,
      configurations: configurationService({ configurations: repos.configurations, menuRecord: menu.record, clock }),
      priced: pricedBasket,
    }),
    /** The basket page's lines and totals. */
    basketView: pricedBasket,
    /** The lowest pizza price on the brand's menu, for the home page's "Pizzas from" line. */
    pizzasFromMinor: menu.pizzasFromMinor,
    /** Whether this node can take orders now (/readyz): a small database write, and Redis's state. */
    readiness: readinessCheck({
      note: repos.readiness.note,
      clock,
      node: config.nodeName ?? `${hostname()}-${process.pid}`,
      redis: deps.redis ?? null,
      onFailure: (err) => logger.error({ err }, "readiness check failed: the database did not take a write"),
    }),
  };
  // The raw store goes to the runtime only, for tests that set a basket up directly.
  return { services, basketStore: baskets };
}
export type Services = ReturnType<typeof createServices>["services"];
export type BasketStore = ReturnType<typeof basketService>;
