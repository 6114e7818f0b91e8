// The visitor's cookie choice (docs/decisions/019): the banner's 'Accept cookies', the cookie
// settings (POST /cookies) and the app's /api/customer/acceptcookies set one cookie through one
// service, and analytics events are recorded only when analytics is accepted.
import { describe, expect, it } from "vitest";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
type Client = ReturnType<typeof site.server.client>;

const addEvent = { name: "add_to_basket", page: "delivery", source: "menu", itemId: "margherita", quantity: 1 };
const pageChange = { name: "page_change", page: "delivery", path: "/delivery/menu/1001", trigger: "add" };
const beacon = async (c: Client) => (await c.request("/api/events", { method: "POST", json: { events: [addEvent, pageChange] } })).json();
const eventsOf = (c: Client) => site.server.runtime.services.analytics.recent({ basketId: basketIdOf(c) });

async function newVisitor() {
  const c = site.server.client();
  await c.request("/api/application/getCustomerState");
  return c;
}

describe("GET /api/customer/acceptcookies", () => {
  it("accepts everything by default: cookie_accepted=true, and events are recorded", async () => {
    const c = await newVisitor();
    const res = await c.request("/api/customer/acceptcookies");
    expect(await res.json()).toEqual({ status: "OK", cookiesAccepted: true, analytics: true });
    expect(c.jar.get("cookie_accepted")).toBe("true");
    expect(await beacon(c)).toEqual({ status: "OK", recorded: 2 });
    expect(await eventsOf(c)).toHaveLength(2);
  });

  it("with analytics=false refuses analytics: cookie_accepted=necessary, and no event is recorded", async () => {
    const c = await newVisitor();
    const res = await c.request("/api/customer/acceptcookies?analytics=false");
    expect(await res.json()).toEqual({ status: "OK", cookiesAccepted: true, analytics: false });
    expect(c.jar.get("cookie_accepted")).toBe("necessary");
    expect(await beacon(c)).toEqual({ status: "OK", recorded: 0 });
    expect(await eventsOf(c)).toEqual([]);
  });

  it("refuses an analytics value it does not know, naming it", async () => {
    const c = await newVisitor();
    const res = await c.request("/api/customer/acceptcookies?analytics=maybe");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain("analytics");
    expect(c.jar.has("cookie_accepted")).toBe(false);
  });
});

describe("POST /cookies (the banner and the cookie settings without JavaScript)", () => {
  it("the settings with Analytics unticked refuse analytics and go back to the page", async () => {
    const c = await newVisitor();
    const res = await c.request("/cookies", formPost({ choice: "settings", redirectTo: "/collection" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/collection");
    expect(c.jar.get("cookie_accepted")).toBe("necessary");
    expect(await beacon(c)).toEqual({ status: "OK", recorded: 0 });
    // A choice was made: the banner is gone, and the settings show Analytics unticked.
    expect(await (await c.request("/collection")).text()).not.toContain('aria-label="Cookies"');
    const settings = await (await c.request("/cookies/settings?redirectTo=%2Fcollection")).text();
    expect(settings).toMatch(/<input id="cookie-analytics"(?![^>]*checked)[^>]*>/);
  });

  it("changing one's mind: ticking Analytics later records events from then on", async () => {
    const c = await newVisitor();
    await c.request("/cookies", formPost({ choice: "settings" }));
    expect(await beacon(c)).toEqual({ status: "OK", recorded: 0 });
    const res = await c.request("/cookies", formPost({ choice: "settings", analytics: "on", redirectTo: "/" }));
    expect(res.status).toBe(302);
    expect(c.jar.get("cookie_accepted")).toBe("true");
    expect(await beacon(c)).toEqual({ status: "OK", recorded: 2 });
    const settings = await (await c.request("/cookies/settings?redirectTo=%2F")).text();
    expect(settings).toMatch(/<input id="cookie-analytics"[^>]*checked[^>]*>/);
  });

  it("'Accept cookies' accepts everything; with JavaScript (stay=1) it answers in place", async () => {
    const c = await newVisitor();
    const res = await c.request("/cookies", formPost({ choice: "all", stay: "1" }));
    expect(res.status).toBe(200);
    expect(c.jar.get("cookie_accepted")).toBe("true");
  });

  it("refuses a choice it does not know and sets nothing: the settings page asks again", async () => {
    const c = await newVisitor();
    const res = await c.request("/cookies", formPost({ choice: "some", redirectTo: "/collection" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/cookies/settings?redirectTo=%2Fcollection");
    expect(c.jar.has("cookie_accepted")).toBe(false);
    // The banner's and the dialog's fetchers get the refusal as an answer to show.
    const stay = await c.request("/cookies.data", formPost({ choice: "some", stay: "1" }));
    expect(stay.status).toBe(400);
    expect(c.jar.has("cookie_accepted")).toBe(false);
  });

  it("the menu's 'Add' without JavaScript records nothing with analytics refused", async () => {
    const c = await newVisitor();
    await c.request("/cookies", formPost({ choice: "settings" }));
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    const { mode, restaurantId } = (await site.server.runtime.services.baskets.getOrCreate(basketIdOf(c))).state;
    expect((await c.request(`/${mode}/menu/${restaurantId}`, formPost({ intent: "add", itemId: "margherita" }))).status).toBe(302);
    expect(await eventsOf(c)).toEqual([]);
  });
});

describe("GET /cookies/settings", () => {
  it("renders the dialog open, coming back only to a page of this site", async () => {
    const c = await newVisitor();
    const html = await (await c.request("/cookies/settings?redirectTo=https%3A%2F%2Fevil.example%2F")).text();
    expect(html).toContain("<dialog open");
    expect(html).toContain(">Cookie settings</h2>");
    expect(html).toMatch(/<input id="cookie-necessary"[^>]*checked[^>]*disabled|<input id="cookie-necessary"[^>]*disabled[^>]*checked/);
    // Another site's address is not taken: Close and the saved form lead to the home page.
    expect(html).toContain(">Close</a>");
    expect(html).toMatch(/href="\/">Close<\/a>/);
    expect(html).toContain('name="redirectTo" value="/"');
  });
});
