// An order the restaurant rejects or cancels is refunded once through the gateway, shown as
// refunded with the amount (page and /api), its status final, and the customer told by e-mail.
import { describe, expect, it } from "vitest";
import { apiServer } from "../support/http";
import { newKey, payingHelpers } from "../support/paying";

const api = apiServer();
const { services, collectionBasket, pay, chargesFor } = payingHelpers(api);

describe("an order the restaurant cancels", () => {
  it("is refunded once, however often it is cancelled; the ledger, the order and the outbox agree", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const paid = await (await pay(c, { idempotencyKey: key })).json();
    const orderId = paid.order.id as string;
    const [first, again] = await Promise.all([
      services().orders.cancelByRestaurant({ orderId, reason: "cancelled" }),
      services().orders.cancelByRestaurant({ orderId, reason: "rejected" }),
    ]);
    expect(first.status).toBe("refunded");
    expect(again.status).toBe("refunded");
    expect(await services().orders.cancelByRestaurant({ orderId, reason: "cancelled" })).toMatchObject({ status: "refunded" });

    const [charge] = chargesFor([key]);
    expect(charge?.refundedAt).not.toBeNull();
    const order = await (await c.request(`/api/orders/GetOrderForToday/1001/${orderId}`)).json();
    expect(order.order).toMatchObject({ status: "refunded", statusLabel: "Refunded", refund: { amount: paid.order.total } });
    expect(order.nextStatusChangeAt).toBeNull();

    const mail = await services().sentMessages({ recipient: paid.order.customer.email });
    const notices = mail.filter((m) => m.subject.includes("has been refunded"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain(`We have refunded £${(paid.order.total / 100).toFixed(2)} to your card`);
  });

  it("an unknown order is not found, and nothing is refunded", async () => {
    expect(await services().orders.cancelByRestaurant({ orderId: "00000000-0000-4000-8000-000000000000", reason: "rejected" })).toEqual({
      status: "not-found",
    });
  });
});
