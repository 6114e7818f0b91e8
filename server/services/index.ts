// The use cases the routes and /api adapters call. Built once at start-up from the configuration,
// the database and the providers.
import type { Logger } from "pino";
import type { AppConfig } from "../config";
import { brandOf } from "../config";
import type { Database } from "../db/database";
import { createRepositories } from "../db/repositories";
import type { Clock } from "../providers/clock";
import { seededGeocoder } from "../providers/geocoder";
import { outboxNotifier } from "../providers/notifications";
import type { Seeds } from "../seed/load";
import { basketService } from "./baskets";
import { customerService } from "./customers";
import { accountService } from "./accounts";
import { checkoutService } from "./checkout";
import { searchService } from "./search";
import { menuService } from "./menu";
import { loadBasketView } from "./basket-view";
import { voucherService } from "./vouchers";
import { upsellService } from "./upsells";
import { journeyService } from "./journey";
import { standInDeliveryPartner } from "../providers/delivery";
import { standInAddressFinder } from "../providers/addresses";
import { sandboxPaymentProvider } from "../providers/payments";
import { orderService } from "./orders";
import { loyaltyService } from "./loyalty";
import { clearCustomerSessionCookie, cookiesAcceptedCookie, customerSessionCookie, sign } from "../http/cookies";

export function createServices(deps: { config: AppConfig; db: Database; clock: Clock; logger: Logger; seeds: Seeds }) {
  const { config, db, clock, logger, seeds } = deps;
  const repos = createRepositories(db, { postgres: config.database.kind === "postgres" });
  const brand = brandOf(config);
  const geocoder = seededGeocoder(seeds.geo);
  const notifier = outboxNotifier(repos.outbox, clock, logger);
  const delivery = standInDeliveryPartner();
  const search = searchService({ restaurants: repos.restaurants, geocoder, delivery, clock, brand });
  const menu = menuService({ menus: repos.menus, search, brand: brand.code });
  const baskets = basketService({ db, baskets: repos.baskets, menus: repos.menus, clock, brand: brand.code, menuRecord: menu.record });

  const vouchers = voucherService({
    baskets,
    vouchers: repos.vouchers,
    menu,
    search,
    clock,
    brand,
    // Single-use vouchers: the codes on the customer's paid orders.
    usedCodes: async (customerId) =>
      new Set(
        (await repos.orders.listForCustomer(brand.code, customerId, 1000)).flatMap(
          (o) => (o.data as { voucherLines?: { code: string }[] }).voucherLines?.map((v) => v.code) ?? [],
        ),
      ),
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
  const accounts = accountService({ repos, clock, config, notifier, customers, brandName: brand.name });
  const journey = journeyService({ baskets, search, geocoder, delivery, clock, brand });
  /** The basket page's priced view; payment charges exactly this. */
  const pricedBasket = (basketId: string, override?: Parameters<typeof loadBasketView>[2]) =>
    loadBasketView({ baskets, menu, vouchers, rewards: loyalty }, basketId, override);
  const payments = sandboxPaymentProvider(clock);
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
    notifier,
  });
  return {
    clock,
    vouchers,
    upsells,
    loyalty,
    /** Analytics and recommendation events (spec 2 §7): written to the log for the data pipeline. */
    track(event: string, data: Record<string, unknown>) {
      logger.info({ event, ...data }, "tracked");
    },
    brand,
    features: config.features,
    /** The only origin a framing parent may have for the native bridge. */
    inAppParentOrigin: config.inAppParentOrigin,
    /** The app simulator page /dev/app exists only when the configuration allows it. */
    devAppSimulator: config.devAppSimulator,
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
    baskets,
    search,
    menu,
    journey,
    /** The card payment provider (the built-in sandbox). */
    payments,
    orders,
    customers,
    accounts,
    checkout: checkoutService({ baskets, search }),
    /** The /dev/outbox page exists only when the configuration allows it (never in production). */
    devOutbox: config.devOutbox,
    /** Set-Cookie values the HTML routes may send. */
    cookies: {
      accepted: () => cookiesAcceptedCookie(config.secureCookies),
      /** The signed CUSTOMER_SESSION cookie naming a session row (set at login). */
      session: (sessionId: string) => customerSessionCookie(sign(sessionId, config.sessionSecret), config.secureCookies),
      clearSession: () => clearCustomerSessionCookie(config.secureCookies),
    },
    geocoder,
    addresses: standInAddressFinder(geocoder),
    notifier,
    outbox: repos.outbox,
    restaurants: repos.restaurants,
    menus: repos.menus,
    /** Removes the basket's out-of-stock and unavailable lines (the out-of-stock modal's button). */
    async removeUnavailableLines(basketId: string) {
      const basket = await baskets.getOrCreate(basketId);
      const rid = basket.state.restaurantId;
      const record = await menu.record();
      const stock = rid ? await menu.outOfStock(rid) : new Set<string>();
      return baskets.removeUnavailable(basketId, stock, {
        items: new Set(record?.menu.items.map((i) => i.id) ?? []),
        bundles: new Set(record?.menu.bundles.map((b) => b.id) ?? []),
      });
    },
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
}
export type Services = ReturnType<typeof createServices>;
