// The analytics collector (POST /api/events) and the pages' form actions without JavaScript: one
// use case records both, only after cookie consent, keeping no personal data beyond the basket id.
import { describe, expect, it } from "vitest";
import { basketIdOf } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;

const post = (c: Client, body: unknown) => c.request("/api/events", { method: "POST", json: body });
const addEvent = { name: "add_to_basket", page: "delivery", source: "menu", itemId: "margherita", quantity: 1 };
const pageChange = { name: "page_change", page: "delivery", path: "/delivery/menu/1001", trigger: "add" };

async function visitor(accepted: boolean) {
  const c = site.server.client();
  // The basket cookie first, then (or not) the cookie choice.
  await c.request("/api/application/getCustomerState");
  if (accepted) expect((await c.request("/api/customer/acceptcookies")).status).toBe(200);
  return c;
}
const eventsOf = async (c: Client) => services().analytics.recent({ basketId: basketIdOf(c) });

describe("POST /api/events", () => {
  it.each([
    [{}, "events"],
    [{ events: [] }, "events"],
    [{ events: [{ ...addEvent, name: "purchase" }] }, "events.0.name"],
    [{ events: [{ ...addEvent, itemId: "x".repeat(65) }] }, "events.0.itemId"],
    [{ events: [{ ...addEvent, quantity: 0 }] }, "events.0.quantity"],
    [{ events: [{ ...addEvent, page: "pickup" }] }, "events.0.page"],
    [{ events: [{ ...pageChange, path: "/delivery/basket?email=a@b.co" }] }, "events.0.path"],
    [{ events: [{ name: "Delivery_Add_More_Items", page: "collection" }] }, "events.0.page"],
    [{ events: Array(6).fill(addEvent) }, "events"],
  ])("refuses %j with a 400 naming %s, recording nothing", async (body, field) => {
    const c = await visitor(true);
    const res = await post(c, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { status: string; errors: { path: string }[] };
    expect(answer.status).toBe("ERROR");
    expect(answer.errors.map((e) => e.path)).toContain(field);
    expect(await eventsOf(c)).toEqual([]);
  });

  it("refuses personal data: a field the event does not have is named and nothing is kept", async () => {
    const c = await visitor(true);
    const res = await post(c, { events: [{ ...addEvent, email: "someone@example.com" }] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("events.0");
    expect(await eventsOf(c)).toEqual([]);
  });

  it("records nothing before cookies are accepted", async () => {
    const c = await visitor(false);
    const res = await post(c, { events: [addEvent, pageChange] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "OK", recorded: 0 });
    expect(await eventsOf(c)).toEqual([]);
  });

  it("records the events after consent, with the basket id and nothing personal", async () => {
    const c = await visitor(true);
    const recommendation = {
      name: "recommendation_add",
      page: "collection",
      objectId: "garlic-bread",
      item: { id: "garlic-bread", name: "Garlic Bread", priceMinor: 495 },
    };
    const res = await c.request("/api/events", {
      method: "POST",
      json: { events: [recommendation, pageChange] },
      headers: { "user-agent": "Tester/1.0", "x-forwarded-for": "203.0.113.9" },
    });
    expect(await res.json()).toEqual({ status: "OK", recorded: 2 });
    const stored = await eventsOf(c);
    expect(stored.map((e) => e.name).sort()).toEqual(["page_change", "recommendation_add"]);
    const rec = stored.find((e) => e.name === "recommendation_add")!;
    expect(rec).toMatchObject({
      page: "collection",
      basketId: basketIdOf(c),
      data: { objectId: "garlic-bread", item: recommendation.item },
    });
    // The row holds the event and the basket id only: no address, user agent or customer.
    const row = JSON.stringify(stored);
    expect(row).not.toContain("203.0.113.9");
    expect(row).not.toContain("Tester");
    expect(Object.keys(rec).sort()).toEqual(["basketId", "createdAt", "data", "id", "name", "page"]);
  });
});

describe("the pages' form actions without JavaScript (the same use case)", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  async function shopper(accepted: boolean) {
    const c = await visitor(accepted);
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    const { mode, restaurantId } = (await services().baskets.getOrCreate(basketIdOf(c))).state;
    return { c, mode: mode!, menu: `/${mode}/menu/${restaurantId}` };
  }

  it("the menu's 'Add' records add_to_basket and the page change after consent, and not when the page sent them", async () => {
    const { c, mode, menu } = await shopper(true);
    expect((await c.request(menu, form({ intent: "add", itemId: "margherita" }))).status).toBe(302);
    const stored = await eventsOf(c);
    expect(stored.map((e) => e.name).sort()).toEqual(["add_to_basket", "page_change"]);
    expect(stored.find((e) => e.name === "add_to_basket")).toMatchObject({
      page: mode,
      data: { source: "menu", itemId: "margherita", quantity: 1 },
    });
    expect(stored.find((e) => e.name === "page_change")).toMatchObject({ data: { path: menu, trigger: "add" } });
    // With JavaScript the card's beacon sends them: the action leaves them alone.
    expect((await c.request(menu, form({ intent: "add", itemId: "margherita", js: "1" }))).status).toBe(200);
    expect(await eventsOf(c)).toHaveLength(2);
  });

  it("records nothing without consent", async () => {
    const { c, menu } = await shopper(false);
    expect((await c.request(menu, form({ intent: "add", itemId: "margherita" }))).status).toBe(302);
    expect(await eventsOf(c)).toEqual([]);
  });

  it("the basket's upsell makes the recommendations call, and checkout records Proceed_Beyond_Basket", async () => {
    const { c, mode } = await shopper(true);
    const prefix = mode === "delivery" ? "Delivery" : "Collection";
    expect((await c.request(`/${mode}/basket`, form({ intent: "upsell", itemId: "garlic-bread" }))).status).toBe(302);
    const rec = (await eventsOf(c)).find((e) => e.name === "recommendation_add");
    expect(rec).toMatchObject({ page: mode, data: { objectId: "garlic-bread", item: { id: "garlic-bread", name: expect.any(String) } } });
    const checkout = await c.request(`/${mode}/basket?checkout=1`);
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get("location")).toMatch(new RegExp(`^/${mode}/(payment|loyalty)$`));
    const names = (await eventsOf(c)).map((e) => e.name);
    expect(names).toContain(`${prefix}_Proceed_Beyond_Basket`);
    expect((await eventsOf(c)).find((e) => e.name === "page_change" && e.data.trigger === "checkout")).toBeTruthy();
  });
});
