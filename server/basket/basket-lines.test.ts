// services.basketLines called directly on a test runtime (no HTTP): adding, stepping and setting
// lines under the one quantity rule (1–99, refused with a typed Refusal naming the field, never
// capped), each change one version of the basket, and the vouchers checked again after it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LINE_QUANTITY_MESSAGES } from "../../domain/basket/line-quantity";
import { initialConfiguration } from "../../domain/menu/customise";
import { fileRuntime } from "../../tests/support/file-runtime";
import { Refusal } from "../refusals";

const t = fileRuntime();

const services = () => t().runtime.services;
const stored = async (basketId: string) => services().baskets.getOrCreate(basketId);

/** A guest's collection basket at Soho (1001) holding these items, each quick-added once. */
async function atSoho(...itemIds: string[]) {
  const who = { basketId: randomUUID(), customerId: null };
  const chosen = await services().journey.selectRestaurant({
    basketId: who.basketId,
    restaurantId: 1001,
    mode: "collection",
    searchTerm: "W1D 3QU",
    confirmed: false,
  });
  expect(chosen.outcome).toBe("selected");
  for (const itemId of itemIds) await services().basketLines.quickAdd(who, itemId);
  return who;
}

/** The Refusal `work` throws (failing the test if it throws anything else, or nothing). */
async function refusal(work: Promise<unknown>): Promise<Refusal> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const THIN_MARGHERITA = {
  itemId: "margherita",
  configuration: {
    itemId: "margherita",
    quantity: 2,
    selections: [
      { groupId: "margherita-base", optionId: "base-thin", quantity: 1 },
      { groupId: "margherita-toppings", optionId: "extra-mushrooms", quantity: 1 },
    ],
  },
};

describe("adding", () => {
  it("quick add puts in one of an item with its default choices, and a second merges into the same line", async () => {
    const who = await atSoho();
    const before = await stored(who.basketId);
    const first = await services().basketLines.quickAdd(who, "margherita");
    expect(first.basket.version).toBe(before.version + 1);
    expect(first.basket.state.items).toMatchObject([{ id: "margherita", quantity: 1 }]);
    const second = await services().basketLines.quickAdd(who, "margherita");
    expect(second.basket.version).toBe(before.version + 2);
    expect(second.basket.state.items).toMatchObject([{ id: "margherita", quantity: 2, customID: first.basket.state.items[0]!.customID }]);
    expect(second.removedVouchers).toEqual([]);
    expect((await stored(who.basketId)).state.items).toEqual(second.basket.state.items);
  });

  it("adds a customised item as a line of its own, and the same choices again merge into it", async () => {
    const who = await atSoho("margherita");
    const { basket } = await services().basketLines.addItem(who, THIN_MARGHERITA);
    expect(basket.state.items).toHaveLength(2);
    const thin = basket.state.items[1]!;
    expect(thin).toMatchObject({ id: "margherita", quantity: 2, selections: THIN_MARGHERITA.configuration.selections });
    const again = await services().basketLines.addItem(who, THIN_MARGHERITA);
    expect(again.basket.state.items.map((l) => [l.customID, l.quantity])).toEqual([
      [basket.state.items[0]!.customID, 1],
      [thin.customID, 4],
    ]);
  });

  it("adds several items all together, or none: a refused line is named by its index and the basket stays as it was", async () => {
    const who = await atSoho();
    const lemonade = initialConfiguration((await services().menu.item("lemonade"))!);
    const refused = await refusal(
      services().basketLines.addItems(who, [
        { itemId: "lemonade", configuration: lemonade },
        { itemId: "garlic-bread", configuration: THIN_MARGHERITA.configuration },
      ]),
    );
    expect(refused).toMatchObject({ kind: "basket-rule", field: "configuration", line: 1 });
    expect((await stored(who.basketId)).state.items).toEqual([]);

    const { basket } = await services().basketLines.addItems(who, [{ itemId: "lemonade", configuration: lemonade }, THIN_MARGHERITA]);
    expect(basket.state.items.map((l) => [l.id, l.quantity])).toEqual([
      ["lemonade", 1],
      ["margherita", 2],
    ]);
  });

  it("refuses an add before a restaurant is chosen, naming restaurantId", async () => {
    const who = { basketId: randomUUID(), customerId: null };
    const refused = await refusal(services().basketLines.quickAdd(who, "margherita"));
    expect(refused).toMatchObject({ kind: "basket-rule", field: "restaurantId", message: "Choose a restaurant before adding items." });
    expect((await stored(who.basketId)).state.items).toEqual([]);
  });

  it("refuses an item that is not on the menu, naming the field", async () => {
    const who = await atSoho();
    const refused = await refusal(services().basketLines.quickAdd(who, "no-such-pizza"));
    expect(refused).toMatchObject({ kind: "basket-rule", field: "productId", message: "This item is not on the menu." });
  });
});

describe("stepping and setting quantities", () => {
  it("steps a line up and down by one, each step one new version; at 0 the line goes", async () => {
    const who = await atSoho("margherita");
    const start = await stored(who.basketId);
    const { customID } = start.state.items[0]!;
    const up = await services().basketLines.stepLine(who, "item", customID, 1);
    expect(up.basket.state.items[0]!.quantity).toBe(2);
    expect(up.basket.version).toBe(start.version + 1);
    const down = await services().basketLines.stepLine(who, "item", customID, -1);
    expect(down.basket.state.items[0]!.quantity).toBe(1);
    const gone = await services().basketLines.stepLine(who, "item", customID, -1);
    expect(gone.basket.state.items).toEqual([]);
    expect(gone.basket.version).toBe(start.version + 3);
  });

  it("sets several lines' quantities in one change, 0 taking a line out", async () => {
    const who = await atSoho("margherita", "garlic-bread");
    const start = await stored(who.basketId);
    const [pizza, bread] = start.state.items;
    const { basket } = await services().basketLines.setQuantities(who, {
      items: [
        { customID: pizza!.customID, quantity: 5 },
        { customID: bread!.customID, quantity: 0 },
      ],
    });
    expect(basket.state.items.map((l) => [l.id, l.quantity])).toEqual([["margherita", 5]]);
    expect(basket.version).toBe(start.version + 1);
  });

  it("refuses a change from a copy older than the stored basket (stale), changing nothing", async () => {
    const who = await atSoho("margherita");
    const read = await stored(who.basketId);
    const { customID } = read.state.items[0]!;
    await services().basketLines.stepLine(who, "item", customID, 1);
    const refused = await refusal(services().basketLines.setQuantities(who, { items: [{ customID, quantity: 7 }] }, read.version));
    expect(refused).toMatchObject({ kind: "stale-basket", field: "version" });
    expect((await stored(who.basketId)).state.items[0]!.quantity).toBe(2);
  });

  it("refuses a line the basket no longer has, naming customID", async () => {
    const who = await atSoho("margherita");
    const refused = await refusal(services().basketLines.stepLine(who, "item", "aaaaaaaa00000000", 1));
    expect(refused).toMatchObject({ kind: "basket-rule", field: "customID", message: "This basket line no longer exists." });
  });
});

describe("the 1–99 rule", () => {
  /** A basket whose Margherita line holds 99. */
  async function fullLine() {
    const who = await atSoho("margherita");
    const { customID } = (await stored(who.basketId)).state.items[0]!;
    await services().basketLines.setQuantities(who, { items: [{ customID, quantity: 99 }] });
    return { who, customID, before: await stored(who.basketId) };
  }

  it("refuses one more on a line of 99 with a Refusal naming the quantity, and changes nothing", async () => {
    const { who, customID, before } = await fullLine();
    const oneMore = [
      () => services().basketLines.stepLine(who, "item", customID, 1),
      () => services().basketLines.quickAdd(who, "margherita"),
    ];
    for (const attempt of oneMore) {
      const refused = await refusal(attempt());
      expect(refused).toMatchObject({ kind: "basket-rule", field: "quantity", message: LINE_QUANTITY_MESSAGES.full });
    }
    expect(await stored(who.basketId)).toEqual(before);
  });

  it("refuses setting a line past 99 or below 0, naming the line's field (items.0.quantity)", async () => {
    const { who, customID, before } = await fullLine();
    for (const quantity of [100, -1, 2.5]) {
      const refused = await refusal(services().basketLines.setQuantities(who, { items: [{ customID, quantity }] }));
      expect(refused).toMatchObject({ kind: "basket-rule", field: "items.0.quantity", message: LINE_QUANTITY_MESSAGES.amount });
    }
    expect(await stored(who.basketId)).toEqual(before);
  });

  it("refuses an add whose merge would take the line past 99, saying how many more fit, and is never capped", async () => {
    const who = await atSoho();
    await services().basketLines.addItem(who, { ...THIN_MARGHERITA, configuration: { ...THIN_MARGHERITA.configuration, quantity: 60 } });
    const refused = await refusal(
      services().basketLines.addItems(who, [{ ...THIN_MARGHERITA, configuration: { ...THIN_MARGHERITA.configuration, quantity: 60 } }]),
    );
    expect(refused).toMatchObject({ kind: "basket-rule", field: "quantity", line: 0, message: LINE_QUANTITY_MESSAGES.over(60) });
    expect((await stored(who.basketId)).state.items.map((l) => l.quantity)).toEqual([60]);
  });
});

describe("vouchers after a line change", () => {
  /** Three Margheritas (£32.85) and FIVEOFF25 (spend £25 or more). */
  async function withVoucher() {
    const who = await atSoho("margherita", "margherita", "margherita");
    const applied = await services().vouchers.apply(who.basketId, "FIVEOFF25", null, `198.51.100.${Math.floor(Math.random() * 250)}`);
    expect(applied.exceptions).toEqual([]);
    return { who, customID: applied.basket.state.items[0]!.customID };
  }
  const ENDED = { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false };

  it("a change that keeps the voucher's terms keeps the voucher and names nothing", async () => {
    const { who, customID } = await withVoucher();
    const changed = await services().basketLines.stepLine(who, "item", customID, 1);
    expect(changed.removedVouchers).toEqual([]);
    expect(changed.basket.state.voucherCodes).toEqual(["FIVEOFF25"]);
  });

  it("a change that ends the voucher takes it off, names it with why, and keeps it as an exception until the customer is told", async () => {
    const { who, customID } = await withVoucher();
    const changed = await services().basketLines.stepLine(who, "item", customID, -1);
    expect(changed.removedVouchers).toEqual([ENDED]);
    expect(changed.basket.state.voucherCodes).toEqual([]);
    expect(changed.basket.state.voucherExceptions).toEqual([ENDED]);
    expect(changed.basket.state.items[0]!.quantity).toBe(2);
    // Told once (the basket page, getCustomerState): then gone.
    expect((await services().basketLines.recheck(who)).voucherExceptions).toEqual([ENDED]);
    expect((await services().basketLines.recheck(who)).voucherExceptions).toEqual([]);
    expect((await stored(who.basketId)).state.voucherExceptions).toEqual([]);
  });

  it("setting quantities checks the vouchers again too", async () => {
    const { who, customID } = await withVoucher();
    const changed = await services().basketLines.setQuantities(who, { items: [{ customID, quantity: 1 }] });
    expect(changed.removedVouchers).toEqual([ENDED]);
    expect((await stored(who.basketId)).state.voucherCodes).toEqual([]);
  });
});
