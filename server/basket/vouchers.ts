// Voucher use cases: apply a code to the basket (checked by the voucher engine against the basket,
// the restaurant, the customer and the clock), remove one, and drop the ones a basket change made
// invalid. The rules are pure (domain/basket/vouchers.ts); this is the I/O around them.
import {
  checkVoucher,
  normaliseVoucherCode,
  revalidate,
  type VoucherContext,
  type VoucherDef,
  type VoucherRejection,
} from "../../domain/basket/vouchers";
import type { Basket, VoucherException } from "../../domain/basket/basket";
import { withVouchersRemoved } from "../../domain/basket/notices";
import type { Brand } from "../brands";
import type { VouchersRepository } from "../db/repositories/vouchers";
import type { Clock } from "../providers/clock";
import type { BasketService } from "./baskets";
import { basketView } from "./basket-view";
import type { MenuService } from "../menu";
import type { SearchService } from "../search";
import { takeAll, tooManyMessage, voucherLimiters, type RateLimits } from "../security/rate-limit";

export function voucherService(deps: {
  baskets: BasketService;
  vouchers: VouchersRepository;
  menu: MenuService;
  search: SearchService;
  clock: Clock;
  brand: Brand;
  /** The refused-code limits' store (Redis or memory); a fresh in-memory set when not given. */
  limits?: RateLimits["vouchers"];
  /** Codes of single-use vouchers the customer has already used on a paid order. */
  usedCodes?: (customerId: number) => Promise<Set<string>>;
  /** The customer's own employee discount code, if any (staff vouchers are theirs alone). */
  employeeCodeOf?: (customerId: number) => Promise<string | null>;
  /**
   * Whether the customer may use a first-order voucher: the one place that decides it (no earlier
   * order). Not given: nobody may.
   */
  firstOrderEligible?: (customerId: number) => Promise<boolean>;
  /** Whether the customer's e-mail address is verified (first-order vouchers wait for it). */
  emailVerified?: (customerId: number) => Promise<boolean>;
}) {
  const { baskets, vouchers, menu, search, clock, brand } = deps;
  // Guessing codes: after 10 refused codes per basket (50 per network address) in 15 minutes, a wait.
  const refusals = deps.limits ?? voucherLimiters();

  async function defsOf(codes: readonly string[]): Promise<VoucherDef[]> {
    const found = await Promise.all(codes.map((c) => vouchers.get(brand.code, c)));
    return found.filter((d): d is VoucherDef => d !== null);
  }

  async function contextOf(basket: Basket, customerId: number | null, applied: VoucherDef[]): Promise<VoucherContext | null> {
    const rid = basket.state.restaurantId;
    const restaurant = rid ? await search.record(rid) : null;
    if (!rid || !restaurant) return null;
    const view = basketView(basket.state, await menu.record(), await menu.outOfStock(rid));
    return {
      now: clock.now(),
      timeZone: restaurant.timeZone,
      restaurantId: rid,
      mode: basket.state.mode ?? "collection",
      signedIn: customerId !== null,
      hasBundles: basket.state.bundles.length > 0,
      subtotalMinor: view.subTotalMinor,
      applied,
      usedByCustomer: customerId !== null && deps.usedCodes ? await deps.usedCodes(customerId) : new Set(),
      employeeDiscountCode: customerId !== null && deps.employeeCodeOf ? await deps.employeeCodeOf(customerId) : null,
      firstOrderEligible: customerId !== null && deps.firstOrderEligible ? await deps.firstOrderEligible(customerId) : false,
      emailVerified: customerId !== null && deps.emailVerified ? await deps.emailVerified(customerId) : false,
      rewardsApplied: basket.state.rewards.length > 0,
      lines: view.lines.map((l) => ({ itemId: l.itemId, unitMinor: l.unitMinor, quantity: l.quantity })),
      deliveryFeeMinor: view.deliveryFeeMinor,
      currencySymbol: brand.currencySymbol,
    };
  }

  /** The applied vouchers that no longer hold on `basket` for `customerId`, with why; nothing is stored. */
  async function check(basket: Basket, customerId: number | null): Promise<VoucherException[]> {
    if (!basket.state.voucherCodes.length) return [];
    const ctx = await contextOf(basket, customerId, []);
    return ctx ? revalidate(await defsOf(basket.state.voucherCodes), ctx).removed : [];
  }

  return {
    defsOf,
    /** Applies a code. An empty code does nothing; a refused one comes back as exceptions. */
    async apply(
      basketId: string,
      raw: string,
      customerId: number | null,
      ip = "unknown",
    ): Promise<{ basket: Basket; exceptions: VoucherRejection[] }> {
      const code = normaliseVoucherCode(raw);
      const basket = await baskets.getOrCreate(basketId);
      if (!code) return { basket, exceptions: [] };
      // The code counts as a guess before it is looked up (parallel guesses cost one each); a code
      // that is not a guess (no restaurant yet) or that applies gives its point back.
      const taken = await takeAll([refusals.address, ip], [refusals.basket, basketId]);
      if (!taken.ok)
        return { basket, exceptions: [{ code, message: tooManyMessage(taken.wait), voucherNotLinked: false, reason: "limited" }] };
      const giveBack = () => Promise.all([refusals.address.refund(ip), refusals.basket.refund(basketId)]);
      const applied = await defsOf(basket.state.voucherCodes);
      const ctx = await contextOf(basket, customerId, applied);
      if (!ctx) {
        await giveBack();
        return {
          basket,
          exceptions: [{ code, message: "Choose a restaurant before adding a voucher.", voucherNotLinked: false, reason: "restaurant" }],
        };
      }
      const rejection = checkVoucher(await vouchers.get(brand.code, code), code, ctx);
      if (rejection) return { basket, exceptions: [rejection] };
      await giveBack();
      const updated = await baskets.change(basketId, (s) => ({
        ...s,
        voucherCodes: s.voucherCodes.includes(code) ? s.voucherCodes : [...s.voucherCodes, code],
        // Applied again: its earlier removal is old news (and would otherwise be told under its new identity).
        voucherExceptions: s.voucherExceptions.filter((e) => e.code !== code),
      }));
      return { basket: updated, exceptions: [] };
    },
    async remove(basketId: string, raw: string): Promise<Basket> {
      const code = normaliseVoucherCode(raw);
      return baskets.change(basketId, (s) => ({ ...s, voucherCodes: s.voucherCodes.filter((c) => c !== code) }));
    },
    check,
    /**
     * After a basket change: drops the vouchers that no longer hold and says which. `read` is the
     * basket as the caller has just read it, if it has.
     */
    async revalidate(basketId: string, customerId: number | null, read?: Basket): Promise<VoucherException[]> {
      const removed = await check(read ?? (await baskets.getOrCreate(basketId)), customerId);
      // Kept until the customer is told (the basket page's dialog, an /api answer).
      if (removed.length) await baskets.change(basketId, (s) => withVouchersRemoved(s, removed));
      return removed;
    },
    /** The vouchers taken off since the customer was last told, now told: they are cleared. */
    async takeExceptions(basketId: string, read?: Basket): Promise<VoucherException[]> {
      const basket = read ?? (await baskets.peek(basketId));
      if (!basket?.state.voucherExceptions.length) return [];
      const told = basket.state.voucherExceptions;
      await baskets.change(basketId, (s) => ({ ...s, voucherExceptions: [] }));
      return told;
    },
  };
}
export type VoucherService = ReturnType<typeof voucherService>;
