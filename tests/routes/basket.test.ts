// The basket page's loader and action, called as React Router calls them, and the flash message
// a redirect leaves for the page (a signed cookie, read once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/basket";
import { sign } from "../../server/http/cookies";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});

const HERE = { mode: "collection" };
const SKIPPED_NOTICE = "Some items from your earlier order are no longer available and were not added";

describe("the basket's loader", () => {
  it("shows the lines and the totals, with nothing to say", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita", "margherita");
    const page = await v.call(loader, "/collection/basket", HERE);
    expect(page.status).toBe(200);
    const { view } = page.data;
    expect(view.lines.map((l) => [l.name, l.quantity])).toEqual([["Margherita", 2]]);
    expect(view.totalMinor).toBeGreaterThan(0);
    expect(page.data.checkoutPath).toBe("/collection/payment");
    expect(page.data).toMatchObject({ removal: null, skipped: "" });
  });

  it("answers 404 for a journey that is not one, and sends another journey's basket to its start", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    expect((await v.call(loader, "/takeaway/basket", { mode: "takeaway" })).status).toBe(404);
    expect(await v.call(loader, "/delivery/basket", { mode: "delivery" })).toMatchObject({ status: 302, location: "/delivery" });
  });

  it("says nothing a link asks it to: the address carries no message", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const page = await v.call(loader, `/collection/basket?removed=FREEPIZZA&skipped=${encodeURIComponent("Call 0800 000 000")}`, HERE);
    expect(page.data).toMatchObject({ removal: null, skipped: "" });
  });

  it("names a reorder's skipped lines once, from the flash message", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const cookie = t.runtime.services.cookies.flash({ kind: "reorder-skipped", items: ["Truffle Pizza", "Lobster Bites"] });
    v.jar.set("FLASH_MESSAGE", cookie.slice("FLASH_MESSAGE=".length, cookie.indexOf(";")));
    const page = await v.call(loader, "/collection/basket", HERE);
    expect(page.data.skipped).toBe("Truffle Pizza, Lobster Bites");
    expect(v.jar.has("FLASH_MESSAGE")).toBe(false);
    expect((await v.call(loader, "/collection/basket", HERE)).data.skipped).toBe("");
  });

  it("ignores, and clears, a flash message it did not sign", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const forged = Buffer.from(JSON.stringify({ kind: "reorder-skipped", items: [`${SKIPPED_NOTICE}: call us`] })).toString("base64url");
    v.jar.set("FLASH_MESSAGE", sign(forged, t.runtime.config.sessionSecret));
    const page = await v.call(loader, "/collection/basket", HERE);
    expect(page.data).toMatchObject({ removal: null, skipped: "" });
    expect(v.jar.has("FLASH_MESSAGE")).toBe(false);
  });
});

describe("the basket's action", () => {
  it("refuses a voucher code it does not know, next to the field (400)", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "margherita");
    const answer = await v.call(action, "/collection/basket", HERE, formPost({ intent: "voucher", voucherCode: "NOSUCHCODE" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ voucherError: { code: "NOSUCHCODE", message: "This voucher code is not recognised." } });
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state.voucherCodes).toEqual([]);
  });

  it("a line taken down under a voucher's minimum: the voucher goes, and the basket says so once", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "margherita", "margherita", "margherita");
    const applied = await v.call(action, "/collection/basket", HERE, formPost({ intent: "voucher", voucherCode: "FIVEOFF25" }));
    expect(applied).toMatchObject({ status: 302, location: "/collection/basket" });
    const { customID } = (await t.runtime.services.baskets.getOrCreate(basketId)).state.items[0]!;

    const answer = await v.call(action, "/collection/basket", HERE, formPost({ intent: "dec", kind: "item", customID }));
    expect(answer).toMatchObject({ status: 302, location: "/collection/basket" });
    expect(v.jar.has("FLASH_MESSAGE")).toBe(true);

    const page = await v.call(loader, "/collection/basket", HERE);
    expect(page.data.removal).toMatchObject({ title: "We’re Sorry!", codes: ["FIVEOFF25"] });
    expect(v.jar.has("FLASH_MESSAGE")).toBe(false);
    expect((await v.call(loader, "/collection/basket", HERE)).data.removal).toBeNull();
  });

  it("steps a line without JavaScript back to the page, naming the line", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "margherita");
    const { customID } = (await t.runtime.services.baskets.getOrCreate(basketId)).state.items[0]!;
    const answer = await v.call(action, "/collection/basket", HERE, formPost({ intent: "inc", kind: "item", customID }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/collection/basket?${new URLSearchParams({ line: customID, focus: `inc|item|${customID}` })}`);
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state.items[0]!.quantity).toBe(2);
  });
});

describe("the employee discount offer", () => {
  /** A collection basket of the seeded employee, signed in. */
  async function employeeBasket() {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "margherita");
    const login = await t.runtime.services.accounts.login({ email: "employee@example.com", password: "Password123!" }, "203.0.113.7", {
      sessionId: null,
    });
    if (!login.ok || login.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${login.ok ? login.outcome : login.reason}`);
    v.jar.set("CUSTOMER_SESSION", sign(login.sessionId, t.runtime.config.sessionSecret));
    return { v, basketId, sessionId: login.sessionId };
  }
  const sessionFlags = async (id: string) => (await t.runtime.services.customers.sessionData(id))?.hasShownEmployeeModal;

  it("is offered by the loader, which writes nothing, until the customer answers", async () => {
    const { v, sessionId } = await employeeBasket();
    expect((await v.call(loader, "/collection/basket", HERE)).data.offerEmployeeDiscount).toBe(true);
    expect(await sessionFlags(sessionId)).toBeUndefined();
    expect((await v.call(loader, "/collection/basket", HERE)).data.offerEmployeeDiscount).toBe(true);
  });

  it("'No thanks' ends the offer for the session and applies nothing", async () => {
    const { v, basketId, sessionId } = await employeeBasket();
    const answer = await v.call(action, "/collection/basket", HERE, formPost({ "intent:employee-discount?answer=no": "" }));
    expect(answer).toMatchObject({ status: 302, location: "/collection/basket" });
    expect(await sessionFlags(sessionId)).toBe(true);
    expect((await v.call(loader, "/collection/basket", HERE)).data.offerEmployeeDiscount).toBe(false);
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state.voucherCodes).toEqual([]);
  });

  it("'Apply my discount' applies the code from the customer's record, and the offer ends", async () => {
    const { v, basketId } = await employeeBasket();
    const answer = await v.call(action, "/collection/basket", HERE, formPost({ "intent:employee-discount?answer=yes": "" }));
    expect(answer).toMatchObject({ status: 302, location: "/collection/basket" });
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state.voucherCodes).toHaveLength(1);
    expect((await v.call(loader, "/collection/basket", HERE)).data.offerEmployeeDiscount).toBe(false);
  });
});
