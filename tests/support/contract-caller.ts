// Holds /api answers to their routes' declared contracts: a call finds its route in the table,
// expects 200 and parses the answer with the route's `ok` schema in the OK envelope, and notes the
// route as walked. Also compares a basket answer with the basket page's own priced view.
import { expect } from "vitest";
import type { z } from "zod";
import { apiDocument } from "../../server/api/document";
import { apiRoutes } from "../../server/api/routes";
import { contractOf } from "./contract";
import { okEnvelope } from "../../server/api/schemas/common";
import type { BasketPayload } from "../../server/api/schemas/basket";
import type { BasketView } from "../../server/basket/basket-view";

/** The OpenAPI document the server serves, as a checker of answers (Ajv). */
export const documentContract = contractOf(apiDocument("Crustello"));

type Client = { request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response> };

function routeOf(method: string, path: string) {
  const bare = path.split("?")[0]!.replace(/^\/api/, "");
  const found = apiRoutes.find(
    (r) => r.method === method.toLowerCase() && new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(bare),
  );
  if (!found) throw new Error(`no route for ${method} ${path}`);
  return found;
}

/** A contract-checking caller; `walked` gathers the route paths it held to their contract. */
export function contractCaller() {
  const walked = new Set<string>();
  async function call(c: Client, method: "GET" | "POST", path: string, json?: unknown): Promise<any> {
    const route = routeOf(method, path);
    const res = await c.request(path, { method, ...(method === "POST" ? { json: json ?? {} } : {}) });
    const body = await res.json();
    expect(res.status, `${method} ${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    expect(route.ok, `${route.path} declares no ok schema`).toBeDefined();
    expect(route.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    const parsed = okEnvelope(route.ok as z.ZodObject).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), `${route.path} answer against its contract`).toEqual([]);
    // And against the OpenAPI document a client reads, with Ajv.
    documentContract.expectAnswer(method, route.path, res.status, body);
    walked.add(route.path);
    return body;
  }
  return { call, walked };
}

/** The basket answer shows the page's figures: totals, fees, reductions and each line's price. */
export function expectPageTotals(basket: BasketPayload, view: BasketView) {
  expect(basket).toMatchObject({
    subTotal: view.subTotalMinor,
    total: view.totalMinor,
    voucherReduction: view.voucherReductionMinor,
    discountReduction: view.discountReductionMinor,
    deliveryFee: view.deliveryFeeMinor,
    serviceFee: view.serviceFeeMinor,
    smallOrderFee: view.smallOrderFeeMinor,
  });
  for (const line of [...basket.items, ...basket.bundles]) {
    const v = view.lines.find((l) => l.customID === line.customID)!;
    expect([line.cost, line.calculatedCost]).toEqual([v.unitMinor, v.totalMinor]);
  }
}

export const KIDS_BUNDLE = {
  restaurantId: 1001,
  bundleId: "kids-pizza-dough-balls-drink",
  sections: [
    { sectionId: "kids-set-pizza", products: [{ itemId: "kids-margherita", quantity: 1 }] },
    { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
    { sectionId: "kids-set-drink", products: [{ itemId: "lemonade", quantity: 1 }] },
  ],
};

/** A margherita on a stuffed crust with extra pepperoni, two of them. */
export const STUFFED_PEPPERONI = {
  itemId: "margherita",
  quantity: 2,
  selections: [
    { groupId: "margherita-base", optionId: "base-stuffed-crust", quantity: 1 },
    { groupId: "margherita-toppings", optionId: "extra-pepperoni", quantity: 1 },
  ],
};
