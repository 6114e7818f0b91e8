// Voucher use cases: apply a code to the basket (checked by the voucher engine against the basket,
// the restaurant, the customer and the clock), remove one, and drop the ones a basket change made
// invalid. The rules are pure (app/domain/vouchers.ts); this is the I/O around them.
import {
  checkVoucher,
  normaliseVoucherCode,
  revalidate,
  type VoucherContext,
  type VoucherDef,
  type VoucherRejection,
} from "../../app/domain/vouchers";
import type { Basket } from "../../app/domain/basket";
import type { Brand } from "../brands";
import type { VouchersRepository } from "../db/repositories/vouchers";
import type { Clock } from "../providers/clock";
import type { BasketService } from "./baskets";
import { basketView } from "./basket-view";
import type { MenuService } from "./menu";
import type { SearchService } from "./search";
import { tooManyMessage, voucherLimiters } from "../security/rate-limit";

export function voucherService(deps: {
  baskets: BasketService;
  vouchers: VouchersRepository;
  menu: MenuService;
  search: SearchService;
  clock: Clock;
  brand: Brand;
  /** Codes of single-use vouchers the customer has already used on a paid order. */
  usedCodes?: (customerId: number) => Promise<Set<string>>;
}) {
  const { baskets, vouchers, menu, search, clock, brand } = deps;
  // Guessing codes: after 10 refused codes per basket (50 per network address) in 15 minutes, a wait.
  const refusals = voucherLimiters();

  async function defsOf(codes: readonly string[]): Promise<VoucherDef[]> {
    const found = await Promise.all(codes.map((c) => vouchers.get(brand.code, c)));
    return found.filter((d): d is VoucherDef => d !== null);
  }

  async function contextOf(basket: Basket, customerId: number | null, applied: VoucherDef[]): Promise<VoucherContext | null> {
    const rid = basket.state.restaurantId;
    const restaurant = rid ? await search.record(rid) : null;
    if (!rid || !restaurant) return null;
    const view = basketView(basket.state, await menu.record(), await menu.outOfStock(rid), "/");
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
      rewardsApplied: basket.state.rewards.length > 0,
      lines: view.lines.map((l) => ({ itemId: l.itemId, unitMinor: l.unitMinor, quantity: l.quantity })),
      deliveryFeeMinor: view.deliveryFeeMinor,
      currencySymbol: brand.currencySymbol,
    };
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
      const wait = Math.max(await refusals.basket.blockedFor(basketId), await refusals.address.blockedFor(ip));
      if (wait) return { basket, exceptions: [{ code, message: tooManyMessage(wait), voucherNotLinked: false, reason: "limited" }] };
      const applied = await defsOf(basket.state.voucherCodes);
      const ctx = await contextOf(basket, customerId, applied);
      if (!ctx)
        return {
          basket,
          exceptions: [{ code, message: "Choose a restaurant before adding a voucher.", voucherNotLinked: false, reason: "restaurant" }],
        };
      const rejection = checkVoucher(await vouchers.get(brand.code, code), code, ctx);
      if (rejection) {
        await Promise.all([refusals.basket.hit(basketId), refusals.address.hit(ip)]);
        return { basket, exceptions: [rejection] };
      }
      const updated = await baskets.change(basketId, (s) => ({
        ...s,
        voucherCodes: s.voucherCodes.includes(code) ? s.voucherCodes : [...s.voucherCodes, code],
      }));
      return { basket: updated, exceptions: [] };
    },
    async remove(basketId: string, raw: string): Promise<Basket> {
      const code = normaliseVoucherCode(raw);
      return baskets.change(basketId, (s) => ({ ...s, voucherCodes: s.voucherCodes.filter((c) => c !== code) }));
    },
    /** After a basket change: drops the vouchers that no longer hold and says which. */
    async revalidate(basketId: string, customerId: number | null): Promise<{ code: string; message: string }[]> {
      const basket = await baskets.getOrCreate(basketId);
      if (!basket.state.voucherCodes.length) return [];
      const applied = await defsOf(basket.state.voucherCodes);
      const ctx = await contextOf(basket, customerId, []);
      if (!ctx) return [];
      const { kept, removed } = revalidate(applied, ctx);
      if (removed.length) {
        const keep = new Set(kept.map((k) => k.code));
        await baskets.change(basketId, (s) => ({ ...s, voucherCodes: s.voucherCodes.filter((c) => keep.has(c)) }));
      }
      return removed;
    },
  };
}
export type VoucherService = ReturnType<typeof voucherService>;
