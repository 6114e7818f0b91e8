// Which of our modules a request runs code in, read from V8's precise coverage around that one
// request: one use case, two doors. Adding an item and paying go through the same use-case modules
// whether the page's action or the /api call asks. `REQUEST_PATHS=print` prints each request's
// modules from its handler down (docs/architecture.md, "Request paths", counts them).
import { randomBytes } from "node:crypto";
import { Session } from "node:inspector/promises";
import { relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as customiseAction } from "../../app/routes/customise";
import { action as paymentAction } from "../../app/routes/payment";
import { encodeConfiguration } from "../../domain/menu/customise";
import { sign } from "../../server/http/cookies";
import { basketIdOf, serve } from "../support/http";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

const ROOT = new URL("../..", import.meta.url).pathname;
/** The HTTP plumbing every request passes before its handler: not part of a use case's path. */
const PLUMBING =
  /^(server\/http\/|server\/api\/(index|define)\.ts|server\/logging\.ts|app\/root\.tsx|app\/forms\/(private-answers|readable-form|storage-faults)\.server\.ts)/;

let t: Awaited<ReturnType<typeof testRuntime>>;
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  t = await testRuntime();
  server = await serve(t.runtime);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** Our modules (not the tests', not packages) in which a function ran while `work` was served. */
async function modulesRunBy(work: () => Promise<unknown>): Promise<string[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    // Taking the coverage resets its counts: what follows counts this request alone.
    await session.post("Profiler.takePreciseCoverage");
    await work();
    const { result } = await session.post("Profiler.takePreciseCoverage");
    const files = new Set<string>();
    for (const script of result) {
      const path = script.url.replace(/^file:\/\//, "").replace(/\?.*$/, "");
      if (!path.startsWith(ROOT) || /\/(node_modules|tests)\//.test(path)) continue;
      // Function 0 is the module's own body, run when it was first imported.
      if (script.functions.some((f, i) => i > 0 && f.ranges[0]!.count > 0)) files.add(relative(ROOT, path));
    }
    return [...files].filter((f) => !PLUMBING.test(f)).sort();
  } finally {
    await session.post("Profiler.stopPreciseCoverage");
    session.disconnect();
  }
}

function report(name: string, modules: string[]) {
  if (process.env.REQUEST_PATHS !== "print") return;
  const pure = modules.filter((m) => m.startsWith("domain/") || m.startsWith("content/") || m === "app/paths.ts");
  console.log(`${name}: ${modules.length} modules, ${modules.length - pure.length} without the pure rules\n  ${modules.join("\n  ")}`);
}

const thin = { itemId: "margherita", quantity: 1, selections: [{ groupId: "margherita-base", optionId: "base-thin", quantity: 1 }] };
const card = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
const key = () => `k-${randomBytes(9).toString("base64url")}`;

/** A signed-in customer's collection basket at Soho with a margherita and a time: ready to pay. */
async function readyToPay(jar: Map<string, string>, basketId: string) {
  const { services } = t.runtime;
  jar.set("CUSTOMER_SESSION", sign(await services.customers.startSession(1), t.runtime.config.sessionSecret));
  const slots = await services.search.timeSlots(1001);
  await t.runtime.basketStore.change(basketId, (s) => ({ ...s, collectionTime: slots[2]!.instant }));
}

describe("one use case, two doors", () => {
  it("adding an item runs the same basket modules from the customise page and from AddToBasket", async () => {
    const page = async () => {
      const v = routeVisitor(t.runtime);
      await collectionAtSoho(t.runtime, v);
      const params = { mode: "collection", restaurantId: "1001", itemId: "margherita" };
      const form = formPost({ intent: "add", config: encodeConfiguration(thin) });
      return modulesRunBy(() => v.call(customiseAction, "/collection/menu/1001/customise/margherita", params, form));
    };
    const api = async () => {
      const c = server.client();
      await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
      return modulesRunBy(() => c.request("/api/basket/AddToBasket", { method: "POST", json: { restaurantId: 1001, items: [thin] } }));
    };
    // A first round loads and warms what a first request meets once; the second is measured.
    await page();
    await api();
    const [viaPage, viaApi] = [await page(), await api()];
    report("add, page", viaPage);
    report("add, /api", viaApi);
    for (const useCase of ["server/basket/basket-lines.ts", "server/basket/baskets.ts", "server/db/repositories/baskets.ts"]) {
      expect(viaPage).toContain(useCase);
      expect(viaApi).toContain(useCase);
    }
    // The page never reaches the basket's /api answer, nor /api the page's form handling.
    expect(viaPage.filter((m) => m.endsWith("-routes.ts") || m.endsWith("-answer.ts"))).toEqual([]);
    expect(viaApi.filter((m) => m.startsWith("app/routes/") || m.startsWith("app/forms/"))).toEqual([]);
  });

  it("paying runs the same checkout modules from the payment page and from sandbox/pay", async () => {
    const page = async () => {
      const v = routeVisitor(t.runtime);
      await readyToPay(v.jar, await collectionAtSoho(t.runtime, v, "margherita"));
      return modulesRunBy(() =>
        v.call(paymentAction, "/collection/payment", { mode: "collection" }, formPost({ ...card, idempotencyKey: key() })),
      );
    };
    const api = async () => {
      const c = server.client();
      await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
      await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
      await readyToPay(c.jar, basketIdOf(c));
      return modulesRunBy(() => c.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key() } }));
    };
    await page();
    await api();
    const [viaPage, viaApi] = [await page(), await api()];
    report("pay, page", viaPage);
    report("pay, /api", viaApi);
    const checkout = (modules: string[]) =>
      modules.filter((m) => m.startsWith("server/checkout/order-") || m.startsWith("server/checkout/payment-"));
    // The one pay request schema, and the same payment, placement and checks behind both doors.
    expect(viaPage).toContain("server/checkout/pay-request.ts");
    expect(viaApi).toContain("server/checkout/pay-request.ts");
    expect(
      checkout(viaPage).filter((m) => !m.endsWith("-routes.ts") && !m.endsWith("-payload.ts") && m !== "server/checkout/order-view.ts"),
    ).toEqual(
      checkout(viaApi).filter((m) => !m.endsWith("-routes.ts") && !m.endsWith("-payload.ts") && m !== "server/checkout/order-view.ts"),
    );
    expect(viaPage).toContain("server/checkout/order-payment.ts");
  });
});
