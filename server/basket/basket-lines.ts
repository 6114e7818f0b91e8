// Changing the basket's lines: the use cases behind the menu's 'Add', the customise and bundle
// pages, the basket's steppers and their /api twins. Each changes the lines under the basket's
// rules (the stock is the restaurant's own, looked up here), then checks the applied vouchers
// again: a change can end one (a smaller spend, a bundle added). Those go, are kept on the basket
// as voucherExceptions until the customer is told, and are named in the answer.
import { emptyBasketState, liveDraft, type Basket, type BasketMark, type VoucherException } from "../../domain/basket/basket";
import { toTell, withVouchersRemoved, withoutForeignRewards, type BasketTold } from "../../domain/basket/notices";
import type { BasketView } from "./basket-view";
import type { BasketService, WantedQuantities } from "./baskets";
import type { MenuService } from "../menu";
import type { VoucherService } from "./vouchers";
import type { ConfigurationService } from "./configurations";
import { BasketRuleError } from "../refusals";

/** A line change's outcome: the basket after it, and the vouchers it ended (with why). */
export interface LinesChanged {
  basket: Basket;
  removedVouchers: VoucherException[];
}

/** What the basket page's reader carries in cookies: where they left reward picks, which notices they were told. */
export interface BasketReader {
  rewardsLeft: BasketMark | null;
  leaveRewards(mark: BasketMark): void;
  basketTold: BasketTold | null;
  tellBasket(told: BasketTold): void;
}

/** Who is changing the basket: vouchers for members or single use are checked for them. */
export interface Changer {
  basketId: string;
  customerId: number | null;
}

export function basketLineService(deps: {
  baskets: BasketService;
  menu: MenuService;
  vouchers: VoucherService;
  /** The configurations behind the customIDs the site issued (AddToBasket's lines name them). */
  configurations: ConfigurationService;
  /** The priced basket (the basket page's and the payment's one view), for who is asking. */
  priced: (basketOrId: string | Basket, viewer: number | null) => Promise<{ basket: Basket; view: BasketView }>;
}) {
  const { baskets, menu, vouchers, configurations } = deps;
  const stock = (restaurantId: number) => menu.outOfStock(restaurantId);

  /** The configurations of the lines of these items kept under their customIDs, for later adds by customID. */
  async function issued(itemIds: readonly string[], changed: LinesChanged): Promise<LinesChanged> {
    await configurations.remember(changed.basket.state.items.filter((l) => itemIds.includes(l.id)));
    return changed;
  }

  async function settled(who: Changer, basket: Basket): Promise<LinesChanged> {
    if (!basket.state.voucherCodes.length) return { basket, removedVouchers: [] };
    const removedVouchers = await vouchers.revalidate(who.basketId, who.customerId);
    return { basket: removedVouchers.length ? await baskets.getOrCreate(who.basketId) : basket, removedVouchers };
  }

  /**
   * The vouchers checked again now (time passes; the basket may have changed elsewhere, or its
   * holder), and those taken off since the customer was last told, now told (getCustomerState).
   */
  async function recheck(who: Changer, read?: Basket): Promise<{ basket: Basket; voucherExceptions: LinesChanged["removedVouchers"] }> {
    // The basket is read once, and again only after a step changed it.
    let basket = read ?? (await baskets.getOrCreate(who.basketId));
    if ((await vouchers.revalidate(who.basketId, who.customerId, basket)).length) basket = await baskets.getOrCreate(who.basketId);
    const voucherExceptions = await vouchers.takeExceptions(who.basketId, basket);
    if (voucherExceptions.length) basket = await baskets.getOrCreate(who.basketId);
    return { basket, voucherExceptions };
  }

  return {
    /**
     * The basket as its page shows it, storing nothing: unsaved reward picks forgotten
     * (`who.leaveRewards`, a cookie); rewards not the holder's and vouchers that no longer hold
     * (changed elsewhere: the app, time passing) left out; and the notices about them not yet told
     * (`who.basketTold`, the BASKET_TOLD cookie), now told. The next change that checks them stores them.
     */
    async open(who: Changer & BasketReader) {
      // No basket stored yet (a new visitor): an empty one, seen and not made (the page leads to the search).
      const read = (await baskets.peek(who.basketId)) ?? { id: who.basketId, version: 0, key: "", state: emptyBasketState() };
      if (liveDraft(read, who.rewardsLeft) !== null) who.leaveRewards({ key: read.key, version: read.version });
      // Another member's rewards (another login, a guest, an expired session) go before anything else.
      const owned = { ...read, state: withoutForeignRewards(read.state, who.customerId) };
      const basket = { ...owned, state: withVouchersRemoved(owned.state, await vouchers.check(owned, who.customerId)) };
      const { untold, keep } = toTell(basket, who.basketTold);
      if (keep) who.tellBasket(keep);
      const { basket: priced, view } = await deps.priced(basket, who.customerId);
      const voucherExceptions = untold.flatMap((n) => (n.kind === "voucher" ? [n.exception] : []));
      return { basket: priced, view, voucherExceptions, rewardsRemoved: untold.some((n) => n.kind === "rewards") };
    },
    /**
     * The vouchers checked again now (time passes; the basket may have changed elsewhere, or its
     * holder), and those taken off since the customer was last told, now told (getCustomerState).
     */
    recheck,
    /** One of an item with its default choices (the menu card's 'Add', QuickAddItem). */
    quickAdd: async (who: Changer, itemId: string) =>
      settled(who, await baskets.quickAdd(who.basketId, itemId, async (rid) => [...(await stock(rid))])),
    /** A customised item, or the edited line it replaces; its customID stays resolvable (`addByCustomId`). */
    addItem: async (who: Changer, input: { itemId: string; configuration: unknown; replaceCustomId?: string | null }) =>
      issued([input.itemId], await settled(who, await baskets.addItem(who.basketId, input, stock))),
    /** Several customised items: all or none (AddToBasket). */
    addItems: async (who: Changer, inputs: readonly { itemId: string; configuration: unknown }[]) =>
      issued(
        inputs.map((i) => i.itemId),
        await settled(who, await baskets.addItems(who.basketId, inputs, stock)),
      ),
    /**
     * Lines named by customID (the spec's AddToBasket): each resolved to the configuration the site
     * issued it for, then added all or none. An unknown customID is refused, naming its line
     * (`pathOf(line, "customID")`).
     */
    async addByCustomId(
      who: Changer,
      lines: readonly { customID: string; quantity: number }[],
      pathOf: (line: number, field: string) => string,
    ) {
      const inputs = [];
      for (const [i, line] of lines.entries()) {
        const found = await configurations.resolve(line.customID);
        if (!found) throw new BasketRuleError(pathOf(i, "customID"), "This customID is not one this menu has issued.");
        inputs.push({
          itemId: found.itemId,
          configuration: { itemId: found.itemId, quantity: line.quantity, selections: found.selections },
        });
      }
      // Every line named here was issued already: nothing new to keep.
      return settled(who, await baskets.addItems(who.basketId, inputs, stock));
    },
    /** A bundle with every section chosen, or the edited one it replaces. */
    addBundle: async (who: Changer, input: { bundleId: string; configuration: unknown; replaceCustomId?: string | null }) =>
      settled(who, await baskets.addBundle(who.basketId, input, stock)),
    /** One more or one fewer (or `delta` of them) on a line; at 0 the line goes. */
    stepLine: async (who: Changer, kind: "item" | "bundle", customID: string, delta: number) =>
      settled(who, await baskets.stepLines(who.basketId, kind, [{ customID, delta }])),
    /** Several lines stepped in one change, all or none (RemoveFromBasket's lines); `pathOf` names a refused one. */
    stepLines: async (
      who: Changer,
      kind: "item" | "bundle",
      steps: readonly { customID: string; delta: number }[],
      pathOf?: (step: number, field: string) => string,
    ) => settled(who, await baskets.stepLines(who.basketId, kind, steps, pathOf)),
    /** Lines' quantities set at once (SetBasketItems, UpdateBasket), optionally only on the version read. */
    setQuantities: async (who: Changer, wanted: WantedQuantities, atVersion?: number) =>
      settled(who, await baskets.setQuantities(who.basketId, wanted, atVersion)),
    /** Takes out the lines out of stock here or no longer on the menu (the out-of-stock dialog's button). */
    async removeUnavailable(who: Changer): Promise<LinesChanged> {
      const basket = await baskets.getOrCreate(who.basketId);
      const rid = basket.state.restaurantId;
      const record = await menu.record();
      const changed = await baskets.removeUnavailable(who.basketId, rid ? await stock(rid) : new Set<string>(), {
        items: new Set(record?.menu.items.map((i) => i.id) ?? []),
        bundles: new Set(record?.menu.bundles.map((b) => b.id) ?? []),
      });
      return settled(who, changed);
    },
  };
}
