// Reorder: an earlier order's lines put back into the basket, at the order's restaurant, each line
// checked against today's menu and stock.
import { hasLines, type Basket } from "../../domain/basket/basket";
import type { Brand } from "../brands";
import type { OrderRecord } from "../db/repositories/orders";
import type { BasketService } from "../basket";
import { BasketRuleError } from "../refusals";
import type { JourneyService } from "../search";
import type { MenuService } from "../menu";
import { canSeeOrder, type OrderViewer, type StoredOrder } from "./order-view";

export type ReorderOutcome =
  | { status: "ok"; basket: Basket; added: number; skipped: { name: string; message: string }[] }
  | { status: "not-found" }
  /** The basket holds another restaurant's items: ask before replacing them (then pass `replace`). */
  | { status: "confirm"; restaurantId: number }
  | { status: "unavailable"; message: string };

export function reorderService(deps: {
  baskets: BasketService;
  menu: MenuService;
  journey: JourneyService;
  brand: Brand;
  /** The stored order by id or number (services.orders' reader). */
  recordOf: (idOrNumber: string) => Promise<OrderRecord | null>;
}) {
  const { baskets, menu, journey, brand, recordOf } = deps;

  /**
   * Puts an order's lines back into the basket: at the order's restaurant (in its mode when the
   * journey allows, else collection), each line checked against today's menu and stock. Lines that
   * no longer fit are skipped and reported.
   */
  async function reorder(input: { orderId: string; viewer: OrderViewer; basketId: string; replace?: boolean }): Promise<ReorderOutcome> {
    const record = await recordOf(input.orderId);
    if (!record || record.brand !== brand.code || !canSeeOrder(record, input.viewer)) return { status: "not-found" };
    const stored = record.data as StoredOrder;
    const current = await baskets.getOrCreate(input.basketId);
    if (current.state.restaurantId !== stored.restaurantId) {
      if (hasLines(current.state) && !input.replace) return { status: "confirm", restaurantId: stored.restaurantId };
      const select = (mode: "collection" | "delivery", searchTerm: string) =>
        journey.selectRestaurant({ basketId: input.basketId, restaurantId: stored.restaurantId, mode, searchTerm, confirmed: true });
      let outcome = stored.mode === "delivery" && stored.deliveryAddress ? await select("delivery", stored.deliveryAddress.postcode) : null;
      if (outcome?.outcome === "selected" && stored.deliveryAddress) {
        const address = stored.deliveryAddress;
        await baskets.change(input.basketId, (s) =>
          s.delivery
            ? { ...s, delivery: { ...s.delivery, addressLine1: address.line1, addressLine2: address.line2, town: address.town } }
            : s,
        );
      }
      if (outcome?.outcome !== "selected") outcome = await select("collection", "");
      if (outcome.outcome !== "selected") {
        const message =
          outcome.outcome === "unavailable" || outcome.outcome === "quote-error"
            ? outcome.message
            : "This restaurant cannot take orders now.";
        return { status: "unavailable", message };
      }
    }
    const stock = (rid: number) => menu.outOfStock(rid);
    const names = stored.lines.map((l) => l.name);
    const skipped: { name: string; message: string }[] = [];
    let added = 0;
    const attempt = async (name: string, work: () => Promise<unknown>) => {
      try {
        await work();
        added++;
      } catch (e) {
        if (!(e instanceof BasketRuleError)) throw e;
        skipped.push({ name, message: e.message });
      }
    };
    for (const [i, line] of stored.source.items.entries()) {
      await attempt(names[i] ?? line.id, () =>
        baskets.addItem(
          input.basketId,
          { itemId: line.id, configuration: { itemId: line.id, quantity: line.quantity, selections: line.selections } },
          stock,
        ),
      );
    }
    for (const [j, line] of stored.source.bundles.entries()) {
      await attempt(names[stored.source.items.length + j] ?? line.bundleId, () =>
        baskets.addBundle(
          input.basketId,
          { bundleId: line.bundleId, configuration: { bundleId: line.bundleId, quantity: line.quantity, sections: line.sections } },
          stock,
        ),
      );
    }
    return { status: "ok", basket: await baskets.getOrCreate(input.basketId), added, skipped };
  }

  return reorder;
}
