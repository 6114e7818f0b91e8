// AddToBasket in the spec's shape (spec 1 §7): an array of lines with restaurantId, customID and
// quantity. A customID the site issued resolves to its configuration: an item's default (carried by
// /api/menu) or a line a basket held; an unknown one is refused naming it, and nothing is added.
import { describe, expect, it } from "vitest";
import { apiServer } from "../support/http";
import { halfAndHalf as halfAndHalfOf } from "../support/configurations";

const api = apiServer();
type Client = ReturnType<typeof api.server.client>;

async function customerAt(restaurantId = 1001) {
  const c = api.server.client();
  expect((await c.request(`/api/basket/SetRestaurantDistance/${restaurantId}/0.3/W1D%203QU`, { method: "POST" })).status).toBe(200);
  return c;
}
const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(path, { method: "POST", json });
  return { status: res.status, body: await res.json() };
};
const state = async (c: Client) => (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;

type Line = { id: string; customID: string; quantity: number; subProducts?: unknown };

/** Every object in the menu answer with this id (an item, a bundle). */
function entriesWithId(node: unknown, id: string, found: Record<string, unknown>[] = []) {
  if (Array.isArray(node)) for (const n of node) entriesWithId(n, id, found);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (o["id"] === id && "isAddable" in o) found.push(o);
    for (const v of Object.values(o)) entriesWithId(v, id, found);
  }
  return found;
}

async function menuEntry(id: string) {
  const menu = await (await api.server.client().request("/api/menu/1001")).json();
  const [entry] = entriesWithId(menu, id);
  expect(entry, `${id} on the menu`).toBeDefined();
  return entry!;
}

const halfAndHalf = halfAndHalfOf(1);

describe("AddToBasket with the spec's lines", () => {
  it("/api/menu names each addable item's default customID; an item that needs a choice, and a bundle, have none", async () => {
    expect((await menuEntry("margherita"))["customID"]).toMatch(/^[0-9a-z]{8,64}$/);
    expect(await menuEntry("half-and-half")).toMatchObject({ isAddable: false, customID: null });
  });

  it("adds an item's default by its customID from the menu, as its card's 'Add' would", async () => {
    const customID = (await menuEntry("margherita"))["customID"];
    const c = await customerAt();
    const added = await post(c, "/api/basket/AddToBasket", [{ restaurantId: 1001, customID, quantity: 2 }]);
    expect(added.status).toBe(200);
    expect(added.body.basket.items.map((l: Line) => [l.id, l.customID, l.quantity])).toEqual([["margherita", customID, 2]]);
    // The same line as QuickAddItem makes: they merge.
    const quick = await post(c, "/api/basket/QuickAddItem/margherita/1");
    expect(quick.body.basket.items.map((l: Line) => [l.customID, l.quantity])).toEqual([[customID, 3]]);
  });

  it("a customised line's customID, issued to one basket, adds the same configuration to another", async () => {
    const first = await customerAt();
    const made = await post(first, "/api/basket/AddToBasket", { restaurantId: 1001, items: [halfAndHalf] });
    expect(made.status).toBe(200);
    const line = made.body.basket.items[0] as Line;

    const other = await customerAt();
    const added = await post(other, "/api/basket/AddToBasket", [{ restaurantId: 1001, customID: line.customID, quantity: 1 }]);
    expect(added.status).toBe(200);
    const copy = added.body.basket.items[0] as Line;
    expect([copy.id, copy.customID, copy.quantity]).toEqual(["half-and-half", line.customID, 1]);
    expect(copy.subProducts).toEqual(line.subProducts);
  });

  it("an unknown customID is refused, naming its line, and nothing of the call is added", async () => {
    const customID = (await menuEntry("margherita"))["customID"];
    const c = await customerAt();
    const before = await state(c);
    const unknown = await post(c, "/api/basket/AddToBasket", [
      { restaurantId: 1001, customID, quantity: 1 },
      { restaurantId: 1001, customID: "0123456789abcdef", quantity: 1 },
    ]);
    expect(unknown.status).toBe(409);
    expect(unknown.body.errors[0]).toMatchObject({ path: "1.customID" });
    const after = await state(c);
    expect([after.numberOfItems, after.version]).toEqual([before.numberOfItems, before.version]);

    const malformed = await post(c, "/api/basket/AddToBasket", [{ restaurantId: 1001, customID: "not a hash!" }]);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body.errors)).toContain("customID");
  });

  it("lines for another restaurant are refused naming restaurantId", async () => {
    const customID = (await menuEntry("margherita"))["customID"];
    const c = await customerAt(1001);
    const res = await post(c, "/api/basket/AddToBasket", [{ restaurantId: 1002, customID, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("restaurantId");
  });
});
