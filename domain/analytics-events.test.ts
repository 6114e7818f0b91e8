import { describe, expect, it } from "vitest";
import { AnalyticsBatchSchema, AnalyticsEventSchema } from "./analytics-events";

const paths = (value: unknown) => {
  const r = AnalyticsBatchSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
};

describe("the analytics event schema", () => {
  it("takes each event of spec 2 §7", () => {
    const events = [
      { name: "add_to_basket", page: "delivery", source: "customise", itemId: "margherita", quantity: 2 },
      { name: "recommendation_add", page: "collection", objectId: "dip-bbq", item: { id: "dip-bbq", name: "BBQ dip", priceMinor: 75 } },
      { name: "product_details_event", page: "delivery", itemId: "margherita" },
      { name: "Delivery_Add_More_Items", page: "delivery" },
      { name: "Collection_Add_More_Items", page: "collection" },
      { name: "Delivery_Proceed_Beyond_Basket", page: "delivery" },
      { name: "Collection_Proceed_Beyond_Basket", page: "collection" },
      { name: "page_change", page: "delivery", path: "/delivery/basket", trigger: "checkout" },
    ];
    for (const e of events) expect(AnalyticsEventSchema.parse(e)).toEqual(e);
    expect(paths({ events: events.slice(0, 5) })).toEqual([]);
  });

  it("names the field of what it refuses", () => {
    expect(paths({ events: [{ name: "login" }] })).toEqual(["events.0.name"]);
    expect(paths({ events: [{ name: "product_details_event", page: "delivery", itemId: "a b" }] })).toEqual(["events.0.itemId"]);
    expect(paths({ events: [{ name: "Collection_Proceed_Beyond_Basket", page: "delivery" }] })).toEqual(["events.0.page"]);
    expect(paths({ events: [{ name: "page_change", page: "delivery", path: "https://elsewhere.example/", trigger: "add" }] })).toEqual([
      "events.0.path",
    ]);
    expect(paths({ events: [], extra: 1 })).toEqual(expect.arrayContaining(["events", ""]));
  });

  it("keeps sizes bounded and nothing unknown: no e-mail, address or customer can ride along", () => {
    const add = { name: "add_to_basket", page: "delivery", source: "menu", itemId: "margherita", quantity: 1 };
    expect(paths({ events: [{ ...add, customerId: 7 }] })).toEqual(["events.0"]);
    expect(paths({ events: [{ ...add, quantity: 100 }] })).toEqual(["events.0.quantity"]);
    expect(paths({ events: Array(6).fill(add) })).toEqual(["events"]);
    const long = { name: "recommendation_add", page: "delivery", objectId: "x", item: { id: "x", name: "n".repeat(81), priceMinor: 1 } };
    expect(paths({ events: [long] })).toEqual(["events.0.item.name"]);
    expect(paths({ events: [{ ...long, item: { id: "x", name: "ok", priceMinor: 1, email: "a@b.co" } }] })).toEqual(["events.0.item"]);
  });
});
