// An order the restaurant rejects or cancels is refunded once through the gateway, shown as
// refunded with the amount (page and /api), its status final, and the customer told by e-mail.
import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf } from "../support/http";
import { GOLD, loyaltyHelpers } from "../support/loyalty";
import { newKey, payingHelpers, type Client } from "../support/paying";

const api = apiServer();
const { services, collectionBasket, pay, chargesFor } = payingHelpers(api);
const club = loyaltyHelpers(api);
const addVoucher = async (c: Client, voucherCode: string) =>
  (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode } })).json();

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

  it("gives back the single-use voucher the order used: the customer can use it again", async () => {
    const c = await collectionBasket({ customerId: 4 });
    expect((await addVoucher(c, "FIRSTORDER")).voucherExceptions).toEqual([]);
    const paid = await (await pay(c)).json();
    expect(paid.order.voucherLines[0].code).toBe("FIRSTORDER");
    const next = await collectionBasket({ customerId: 4 });
    expect((await addVoucher(next, "FIRSTORDER")).voucherExceptions).not.toEqual([]);
    await services().orders.cancelByRestaurant({ orderId: paid.order.id, reason: "rejected" });
    expect((await addVoucher(next, "FIRSTORDER")).voucherExceptions).toEqual([]);
    expect((await pay(next)).status).toBe(200);
  });

  it("gives back the club reward the order used", async () => {
    const c = await club.basket(GOLD, ["margherita", "pepperoni-classic"]);
    await club.select(c, await club.rewards(c), "Free Margherita", "margherita");
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const paid = await (await pay(c)).json();
    expect(paid.order.discounts).toEqual([expect.objectContaining({ rewardId: 105 })]);
    const titles = async () => (await club.rewards(await club.basket(GOLD, ["margherita"]))).sections.map((s) => s.title);
    expect(await titles()).not.toContain("Free Margherita");
    await services().orders.cancelByRestaurant({ orderId: paid.order.id, reason: "cancelled" });
    expect(await titles()).toContain("Free Margherita");
  });
});
