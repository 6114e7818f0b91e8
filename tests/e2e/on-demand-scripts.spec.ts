// Scripts some pages need are fetched by those pages only (decision 023): in-app mode's chrome by
// in-app pages, the 'Change postcode' dialog by the delivery pages that show its link, the cookie
// settings dialog once a customer heads for its link; every modal, the menu's diet filter and item
// information, and the basket's dialogs once the page is idle. A web customer's collection pages load none of them with the page.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fakeApp } from "./fake-app";
import { checkOut, chooseSoho, collectionBasket, continueAsGuest, quickAdd } from "./journeys";

// Each module fetched on demand is known by words of its own, which no other module the pages load
// carries (its product copy, or a string of its source), as the built file keeps them.
const IN_APP_CHROME = "Firing up the oven…";
const POSTCODE_DIALOG = "Update postcode";
const COOKIE_DIALOG = "Save settings";
const DELIVERING_TO = "Delivering to";
const MODAL = "translateY(100%)";
const DIET_FILTER = "Apply filters";
const ITEM_INFO = "Contains none of the 14 allergens.";
const CARD_CHECKS = "Enter a valid expiry date";
const BASKET_DIALOGS = "Add a side, a dessert or a drink to your order.";

/** A guest with a margherita and garlic bread, at the payment page. */
async function atPayment(page: Page) {
  await collectionBasket(page, "margherita", "garlic-bread");
  await checkOut(page, { mainsOnly: false });
  await continueAsGuest(page);
  await page.getByLabel("Collection time").selectOption({ index: 4 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

/** A browser that is never idle: nothing is fetched ahead of its use. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

/** No module fetched on demand brings a stylesheet: the one the page carries serves them all. */
async function expectOneSiteStylesheet(page: Page) {
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/"]')).toHaveCount(0);
  await expect(page.locator("style#site-styles")).toHaveCount(1);
}

const texts = new Map<string, Promise<string>>();
/** The scripts among `scripts` that carry `words`. */
async function carrying(page: Page, scripts: string[], words: string): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) {
    if (!texts.has(script))
      texts.set(
        script,
        page.request.get(script).then((res) => res.text()),
      );
    if ((await texts.get(script)!).includes(words)) found.push(script);
  }
  return found;
}

/** The scripts the page has fetched so far that carry `words`. */
const fetchedCarrying = async (page: Page, words: string) => carrying(page, await fetchedScripts(page), words);

/** The scripts the page at `path` fetched, once the network is quiet. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return fetchedScripts(page);
}

/** The scripts the page has fetched so far. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );

test.describe("scripts fetched on demand @js-only", () => {
  test("a web customer's collection pages load neither in-app mode's chrome nor the postcode dialog", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    for (const path of ["/", "/collection/menu/1001", "/collection/basket"]) {
      const scripts = await scriptsOf(page, path);
      expect(scripts.length, `${path}: the page's own scripts`).toBeGreaterThan(0);
      expect(await carrying(page, scripts, IN_APP_CHROME), `${path}: no in-app chrome`).toEqual([]);
      expect(await carrying(page, scripts, POSTCODE_DIALOG), `${path}: no postcode dialog`).toEqual([]);
      expect(await carrying(page, scripts, COOKIE_DIALOG), `${path}: no cookie settings dialog`).toEqual([]);
      expect(await carrying(page, scripts, DELIVERING_TO), `${path}: no 'Delivering to'`).toEqual([]);
    }
  });

  test("the modal and the menu's dialogs are not part of the menu's load: fetched when shown", async ({ page }) => {
    await chooseSoho(page);
    await neverIdle(page);
    const scripts = await scriptsOf(page, "/collection/menu/1001");
    expect(scripts.length, "the menu's own scripts").toBeGreaterThan(0);
    for (const words of [MODAL, DIET_FILTER, ITEM_INFO]) expect(await carrying(page, scripts, words), words).toEqual([]);
    await page.getByRole("link", { name: "FILTER BY DIET" }).click();
    await expect(page.getByRole("dialog", { name: "FILTER BY DIET" }).getByRole("checkbox", { name: "Vegan" })).toBeVisible();
    const shown = await fetchedScripts(page);
    expect(await carrying(page, shown, MODAL)).toHaveLength(1);
    expect(await carrying(page, shown, DIET_FILTER)).toHaveLength(1);
    expect(await carrying(page, shown, ITEM_INFO)).toEqual([]);
    await expectOneSiteStylesheet(page);
  });

  test("once the menu is idle it fetches the modal and its dialogs ahead, and they open from their links", async ({ page }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001");
    for (const words of [MODAL, DIET_FILTER, ITEM_INFO]) {
      await expect.poll(async () => (await fetchedCarrying(page, words)).length, { message: `${words}: once idle` }).toBe(1);
    }
    await page.getByRole("link", { name: "More information about Margherita" }).click();
    await expect(page.getByRole("dialog", { name: "Margherita" }).getByRole("heading", { name: "Margherita" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "More information about Margherita" })).toBeFocused();
  });

  test("the basket's dialogs are not part of its load: fetched when one is shown, or once it is idle", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    await neverIdle(page);
    const scripts = await scriptsOf(page, "/collection/basket");
    expect(scripts.length, "the basket's own scripts").toBeGreaterThan(0);
    expect(await carrying(page, scripts, BASKET_DIALOGS)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Anything else?" });
    await expect(dialog.getByRole("heading", { name: "Anything else?" })).toBeFocused();
    await expect(dialog.getByRole("listitem")).toHaveCount(3);
    expect(await fetchedCarrying(page, BASKET_DIALOGS)).toHaveLength(1);
    await expectOneSiteStylesheet(page);

    // A browser that does go idle fetches them ahead.
    const idle = await page.context().newPage();
    await idle.goto("/collection/basket");
    await expect.poll(async () => (await fetchedCarrying(idle, BASKET_DIALOGS)).length, { message: "once idle" }).toBe(1);
  });

  test("the cookie settings dialog is fetched as the pointer reaches its link, and opens from it", async ({ page }) => {
    const link = page.getByRole("region", { name: "Cookies" }).getByRole("link", { name: "Cookie settings" });
    expect(await carrying(page, await scriptsOf(page, "/"), COOKIE_DIALOG)).toEqual([]);
    await link.hover();
    await expect.poll(async () => (await fetchedCarrying(page, COOKIE_DIALOG)).length).toBe(1);
    await link.click();
    await expect(page.getByRole("dialog", { name: "Cookie settings" }).getByRole("heading", { name: "Cookie settings" })).toBeFocused();
    await expectOneSiteStylesheet(page);
  });

  test("an in-app page loads in-app mode's chrome, which starts the bridge to the app", async ({ page }) => {
    const app = await fakeApp(page);
    await chooseSoho(page, { inApp: true });
    await scriptsOf(page, "/collection/menu/1001");
    // Asked for as the page's JavaScript takes over, which on a busy machine can be after the network was quiet.
    await expect.poll(async () => (await fetchedCarrying(page, IN_APP_CHROME)).length).toBe(1);
    await app.expectMessage("HIDE_LOADER");
    // The Back bar comes with the chrome; the web's own back link is not there.
    await expect(page.getByRole("link", { name: "Back to restaurants" })).toBeVisible();
    await expectOneSiteStylesheet(page);
  });

  test("a delivery page with 'Change postcode' loads the dialog once it runs, before the link is followed", async ({ page }) => {
    await page.goto("/delivery?q=W1D%203QU");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
    await scriptsOf(page, "/delivery/menu/1002");
    await expect(page.getByText("Delivering to W1D 3QU")).toBeVisible();
    await expect.poll(async () => (await fetchedCarrying(page, POSTCODE_DIALOG)).length).toBe(1);
    await page.getByRole("link", { name: "Change postcode" }).click();
    await expect(page.getByRole("dialog", { name: "Change postcode" }).getByLabel("Enter your postcode")).toBeVisible();
    await expectOneSiteStylesheet(page);
  });

  test("the payment page's card checks come once it is idle: the card's network shows as it is typed", async ({ page }) => {
    await atPayment(page);
    await expect.poll(async () => (await fetchedCarrying(page, CARD_CHECKS)).length).toBe(1);
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await expect(page.getByLabel("Card number")).toHaveAccessibleDescription("Visa");
    await page.getByLabel("Card number").fill("1234");
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(/Enter a valid card number$/);
    await expect(page).toHaveURL(/\/collection\/payment$/);
  });

  test("before the card checks have come, a bad card is refused by the server with the same words", async ({ page }) => {
    await neverIdle(page);
    await atPayment(page);
    expect(await fetchedCarrying(page, CARD_CHECKS)).toEqual([]);
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await expect(page.getByLabel("Card number")).not.toHaveAccessibleDescription("Visa");
    await page.getByLabel("Card number").fill("1234");
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(/Enter a valid card number$/);
    expect(await fetchedCarrying(page, CARD_CHECKS)).toEqual([]);
  });
});
