// First-party analytics (docs/decisions/017): with JavaScript the pages' beacons reach our own
// collector, without it the form actions record the same events; either way nothing before the
// visitor accepts cookies. The events are read on the development page /dev/events.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { chooseSoho } from "./journeys";

async function basketIdOf(page: Page) {
  const signed = (await page.context().cookies()).find((c) => c.name === "BASKET_ID")!.value;
  return signed.slice(0, signed.lastIndexOf("."));
}

/** The names of this basket's events on /dev/events, newest first, once `until` holds. */
async function eventsOf(page: Page, until: (names: string[]) => boolean, javaScript: boolean) {
  const basketId = await basketIdOf(page);
  const dev = await page.context().newPage();
  try {
    let names: string[] = [];
    // A beacon may still be on its way: look again until the expected events are there.
    await expect(async () => {
      await dev.goto("/dev/events");
      await expect(dev.getByRole("heading", { level: 1, name: "Analytics events" })).toBeVisible();
      const rows = dev.getByRole("row").filter({ hasText: basketId });
      names = await rows.getByRole("rowheader").allInnerTexts();
      expect(until(names), `events so far: ${names.join(", ")}`).toBe(true);
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(dev, javaScript);
    return names;
  } finally {
    await dev.close();
  }
}

const count = (names: string[], name: string) => names.filter((n) => n === name).length;

test.describe("analytics", () => {
  test("events reach the collector only after cookie consent", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001?category=pizzas");
    // Before consent: an add is made, and nothing of it is recorded.
    await page
      .getByRole("button", { name: /^Add Margherita for/ })
      .first()
      .click();
    if (javaScript) await expect(page.getByText("Item added to order").first()).toBeVisible();
    else await expect(page).toHaveURL(/added=margherita/);

    const banner = page.getByRole("region", { name: "Cookies" });
    await banner.getByRole("button", { name: "Accept cookies" }).click();
    await expect(banner).toBeHidden();

    await page
      .getByRole("button", { name: /^Add Margherita for/ })
      .first()
      .click();
    if (javaScript) {
      await expect(page.getByRole("link", { name: "Go to basket" }).first()).toBeVisible();
      // Item information opened: with JavaScript the link's beacon says so.
      await page.getByRole("link", { name: "More information about Margherita" }).first().click();
      await expect(page.getByRole("dialog", { name: "Margherita" })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/added=margherita/);
    }
    const names = await eventsOf(
      page,
      (n) => count(n, "add_to_basket") >= 1 && count(n, "page_change") >= 1 && (!javaScript || n.includes("product_details_event")),
      javaScript,
    );
    // Only the add made after consent: one add and its page change.
    expect(count(names, "add_to_basket")).toBe(1);
    expect(count(names, "page_change")).toBe(1);
  });

  test("the upsell's recommendations call and checkout from the basket are recorded", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Accept cookies" }).click();
    // The choice is saved (with JavaScript, in the background) before the page is left.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "cookie_accepted")).toBe(true);
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    await page.goto("/collection/basket");
    const upsell = page.getByRole("region", { name: "You might also like" });
    const first = upsell.getByRole("listitem").first();
    // The card's one button is named "Add" and the suggestion's name.
    const add = first.getByRole("button", { name: /^Add / });
    const name = (await add.textContent())!.replace(/^Add\s*/, "").trim();
    await add.click();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })).toBeVisible();

    if (javaScript) {
      // Back to the menu from the basket: with JavaScript the link's beacon says so.
      await page.getByRole("link", { name: "Back to menu" }).click();
      await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
      await page.goto("/collection/basket");
    }
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/collection\/(payment|loyalty|checkout\/login)$/);

    const names = await eventsOf(
      page,
      (n) =>
        n.includes("recommendation_add") &&
        n.includes("Collection_Proceed_Beyond_Basket") &&
        count(n, "page_change") >= 2 &&
        (!javaScript || n.includes("Collection_Add_More_Items")),
      javaScript,
    );
    expect(count(names, "recommendation_add")).toBe(1);
    expect(count(names, "Collection_Proceed_Beyond_Basket")).toBe(1);
    expect(count(names, "Collection_Add_More_Items")).toBe(javaScript ? 1 : 0);
  });
});
