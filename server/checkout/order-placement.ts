// Placing the order once its charge is approved: the order as it will be shown (from the priced
// basket and the person paying), then one transaction that writes it under a new order number,
// marks the attempt succeeded and empties the basket; and the receipt e-mail after.
import { randomInt, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Basket } from "../../domain/basket/basket";
import { formatMoney } from "../../domain/money";
import { localDateTime } from "../../domain/zoned-time";
import type { OrderView } from "../../domain/checkout/order";
import type { Brand } from "../brands";
import type { Database } from "../db/database";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import type { BasketView } from "../basket";
import type { CheckoutIdentity } from "../accounts";
import type { StoredOrder } from "./order-view";
import type { Settling } from "./payment-outcomes";
import type { SearchService } from "../search";
import { ordersPlaced } from "../operations";

export function orderPlacement(deps: {
  db: Database;
  repos: Pick<Repositories, "orders" | "payments" | "baskets">;
  search: SearchService;
  clock: Clock;
  brand: Brand;
  logger: Logger;
  /** Sends the receipt e-mail once an order is placed. */
  notifier?: Notifier;
}) {
  const { db, repos, search, clock, brand, logger } = deps;
  const nowIso = () => clock.now().toISOString();
  const prefix = brand.name.charAt(0).toUpperCase();

  async function newOrderNumber(trx: Database): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const number = `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
      if (!(await repos.orders.numberTaken(number, trx))) return number;
    }
    throw new Error("no free order number after 20 tries");
  }

  /** The order as it will be shown, from the priced basket and the person paying. */
  async function buildOrder(basket: Basket, view: BasketView, identity: CheckoutIdentity, id: string): Promise<StoredOrder> {
    const state = basket.state;
    const rid = state.restaurantId!;
    const record = await search.record(rid);
    const mode = state.mode ?? "collection";
    const collectionTime = mode === "collection" && state.collectionTime ? new Date(state.collectionTime).toISOString() : null;
    const d = state.delivery;
    return {
      id,
      number: "",
      restaurantId: rid,
      restaurantName: record?.name ?? `Restaurant ${rid}`,
      mode,
      collectionTime,
      collectionTimeLabel: collectionTime ? localDateTime(new Date(collectionTime), record?.timeZone ?? brand.timeZone).time : null,
      deliveryAddress:
        mode === "delivery" && d
          ? { line1: d.addressLine1 ?? "", line2: d.addressLine2 ?? null, town: d.town ?? null, postcode: d.postcode }
          : null,
      lines: view.lines.map((l) => ({
        name: l.name,
        details: l.details,
        quantity: l.quantity,
        unitMinor: l.unitMinor,
        totalMinor: l.totalMinor,
      })),
      subTotalMinor: view.subTotalMinor,
      voucherLines: view.voucherLines,
      voucherReductionMinor: view.voucherReductionMinor,
      discounts: view.discounts.map((d) => ({ rewardId: d.rewardId, offerTitle: d.offerTitle, amountMinor: d.amountMinor })),
      discountReductionMinor: view.discountReductionMinor,
      deliveryFeeMinor: view.deliveryFeeMinor,
      serviceFeeMinor: view.serviceFeeMinor,
      smallOrderFeeMinor: view.smallOrderFeeMinor,
      totalMinor: view.totalMinor,
      currency: brand.currency,
      customer: {
        firstName: identity.firstName ?? "",
        lastName: identity.lastName ?? "",
        email: identity.email ?? "",
        mobileNumber: identity.mobileNumber,
      },
      createdAt: nowIso(),
      source: { items: state.items, bundles: state.bundles },
    };
  }

  /**
   * After an approved charge, in one transaction: the order row, the attempt marked succeeded, and
   * the basket emptied (lines, vouchers, collection time) with the order held and a new key.
   */
  async function completeOrder(
    input: Settling,
    basket: Basket,
    order: StoredOrder,
    chargeId: string,
    /** The period of each club reward used (its redemption's unique key): a second use in it throws. */
    rewardPeriods?: ReadonlyMap<number, string>,
  ): Promise<OrderRecord> {
    const already = await repos.orders.getByIdempotencyKey(input.idempotencyKey);
    if (already) return already;
    for (let tries = 0; tries < 5; tries++) {
      const written = await db.transaction().execute(async (trx) => {
        const number = await newOrderNumber(trx);
        const record: OrderRecord = {
          id: order.id,
          number,
          brand: brand.code,
          basketId: input.basketId,
          sessionId: input.sessionId,
          customerId: input.identity.kind === "customer" ? input.identity.customerId : null,
          restaurantId: order.restaurantId,
          idempotencyKey: input.idempotencyKey,
          totalMinor: order.totalMinor,
          data: { ...order, number },
          createdAt: order.createdAt,
          ...(rewardPeriods ? { rewardPeriods } : {}),
        };
        // A number taken meanwhile by a concurrent order: nothing was written, try another.
        if (!(await repos.orders.insertIfAbsent(record, trx))) return null;
        await repos.payments.markSucceeded(input.idempotencyKey, { orderId: order.id, chargeId }, nowIso(), trx);
        const current = await repos.baskets.get(input.basketId, brand.code, trx, true);
        if (current) {
          const state = {
            ...current.state,
            items: [],
            bundles: [],
            voucherCodes: [],
            rewards: [],
            rewardDraft: null,
            collectionTime: null,
            // The order keeps its own copy of the address; the basket keeps none (decision 025).
            delivery: current.state.delivery && { ...current.state.delivery, addressLine1: null, addressLine2: null, town: null },
            orderId: order.id,
          };
          const version = await repos.baskets.update(
            { id: current.id, expectedVersion: current.version, key: randomUUID(), state, now: nowIso() },
            trx,
          );
          // Inside this transaction the row is ours (SQLite serialises writers; PostgreSQL holds the row lock).
          if (version === null) throw new Error("basket changed inside the order transaction");
        }
        return record;
      });
      if (written) {
        ordersPlaced.inc({ mode: order.mode });
        return written;
      }
    }
    logger.error({ basketId: basket.id, idempotencyKey: input.idempotencyKey, chargeId }, "charged but the order could not be written");
    throw new Error("the order could not be written after the charge");
  }

  /** The receipt e-mail (to the outbox); a failure to queue it never undoes the order. */
  async function sendReceipt(order: OrderView) {
    if (!deps.notifier || !order.customer.email) return;
    const money = (m: number) => formatMoney(m, brand.currencySymbol);
    const where =
      order.mode === "collection"
        ? `Collect from ${order.restaurantName}${order.collectionTimeLabel ? ` today at ${order.collectionTimeLabel}` : ""}.`
        : `Delivery from ${order.restaurantName} to ${[order.deliveryAddress?.line1, order.deliveryAddress?.postcode].filter(Boolean).join(", ")}.`;
    const lines = order.lines.map((l) => `${l.quantity} x ${l.name} ${money(l.totalMinor)}`).join("; ");
    try {
      await deps.notifier.send({
        channel: "email",
        recipient: order.customer.email,
        subject: `Your ${brand.name} order ${order.number}`,
        body: `Thank you, ${order.customer.firstName}. Order ${order.number}: ${lines}. Total ${money(order.totalMinor)}. ${where}`,
      });
    } catch (err) {
      logger.error({ err, order: order.number }, "receipt not queued");
    }
  }

  return { buildOrder, completeOrder, sendReceipt };
}
