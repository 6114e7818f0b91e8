// An order the restaurant rejects or cancels is refunded: the decision is stored on the order
// (one request makes it, a conditional update), the order's charge is given back in full through
// the gateway (idempotent per charge, so a retry never refunds twice), the refund is stored, and
// the customer is told by e-mail. The order then shows 'Refunded' with the amount. The developer's
// restaurant page (app/routes/dev-restaurant.tsx) plays the restaurant. See decision 032.
import type { Logger } from "pino";
import { formatMoney } from "../../domain/money";
import type { OrderView } from "../../domain/checkout/order";
import type { Brand } from "../brands";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import type { PaymentProvider } from "../providers/payments";

export type CancelReason = "rejected" | "cancelled";

export type CancelOutcome =
  { status: "refunded"; order: OrderView } | { status: "not-found" } | { status: "refund-failed"; order: OrderView };

export function orderCancellation(deps: {
  repos: Pick<Repositories, "orders" | "payments">;
  payments: PaymentProvider;
  clock: Clock;
  brand: Brand;
  logger: Logger;
  notifier?: Notifier;
  toView: (record: OrderRecord) => OrderView;
}) {
  const { repos, payments, clock, brand, logger, toView } = deps;
  const nowIso = () => clock.now().toISOString();

  async function tell(order: OrderView, reason: CancelReason) {
    if (!deps.notifier || !order.customer.email) return;
    const refund = formatMoney(order.cancellation?.refund?.amountMinor ?? order.totalMinor, brand.currencySymbol);
    const what = reason === "rejected" ? "could not accept" : "had to cancel";
    try {
      await deps.notifier.send({
        channel: "email",
        recipient: order.customer.email,
        subject: `Your ${brand.name} order ${order.number} has been refunded`,
        body: `Sorry, ${order.customer.firstName}: ${order.restaurantName} ${what} your order ${order.number}. We have refunded ${refund} to your card; it can take a few days to show.`,
      });
    } catch (err) {
      logger.error({ err, order: order.number }, "refund notice not queued");
    }
  }

  /** The restaurant rejects or cancels the order: its charge is refunded once, however often this is asked. */
  return async function cancelByRestaurant(input: { orderId: string; reason: CancelReason }): Promise<CancelOutcome> {
    const record = await repos.orders.getById(input.orderId);
    if (!record || record.brand !== brand.code) return { status: "not-found" };
    if (record.cancellation?.refund) return { status: "refunded", order: toView(record) };
    const first = await repos.orders.markCancelled(record.id, input.reason, nowIso());
    const attempt = await repos.payments.getChargeOf(record.id);
    try {
      // An order paid with nothing to charge (a total of zero) has nothing to give back.
      if (attempt?.chargeId && record.totalMinor > 0)
        await payments.refund({ chargeId: attempt.chargeId, amountMinor: record.totalMinor, currency: brand.currency });
    } catch (err) {
      logger.error({ err, order: record.number }, "refund of a cancelled order failed");
      const now = await repos.orders.getById(record.id);
      return { status: "refund-failed", order: toView(now ?? record) };
    }
    await repos.orders.markRefunded(record.id, record.totalMinor, nowIso());
    const order = toView((await repos.orders.getById(record.id)) ?? record);
    if (first) await tell(order, input.reason);
    return { status: "refunded", order };
  };
}
