// Scripts some pages need are fetched by those pages only (decision 023): in-app mode's chrome by
// in-app pages, the 'Change postcode' dialog by the delivery pages that show its link, the cookie
// settings dialog once a customer heads for its link; every modal, the menu's diet filter and item
// information once the page is idle. A web customer's collection pages load none of them with the page.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fakeApp } from "./fake-app";
import { checkOut, chooseSoho, collectionBasket, continueAsGuest, quickAdd } from "./journeys";

const IN_APP_CHROME = /^\/assets\/in-app-chrome-[\w-]+\.js$/;
const POSTCODE_DIALOG = /^\/assets\/change-postcode-dialog-[\w-]+\.js$/;
const COOKIE_DIALOG = /^\/assets\/cookie-settings-dialog-[\w-]+\.js$/;
const DELIVERING_TO = /^\/assets\/delivering-to-[\w-]+\.js$/;
const MODAL = /^\/assets\/modal-[\w-]+\.js$/;
const DIET_FILTER = /^\/assets\/diet-filter-[\w-]+\.js$/;
const ITEM_INFO = /^\/assets\/item-info-dialog-[\w-]+\.js$/;
const CARD_CHECKS = /^\/assets\/card-[\w-]+\.js$/;

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

/** No module fetched on demand brings a stylesheet: the page carries the site's whole one. */
const expectNoStylesheetLinks = async (page: Page) => expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

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
      expect(scripts, `${path}: the page's own scripts`).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/));
      expect(scripts, `${path}: no in-app chrome`).not.toContainEqual(expect.stringMatching(IN_APP_CHROME));
      expect(scripts, `${path}: no postcode dialog`).not.toContainEqual(expect.stringMatching(POSTCODE_DIALOG));
      expect(scripts, `${path}: no cookie settings dialog`).not.toContainEqual(expect.stringMatching(COOKIE_DIALOG));
      expect(scripts, `${path}: no 'Delivering to'`).not.toContainEqual(expect.stringMatching(DELIVERING_TO));
    }
  });

  test("the modal and the menu's dialogs are not part of the menu's load: fetched when shown", async ({ page }) => {
    await chooseSoho(page);
    await neverIdle(page);
    const scripts = await scriptsOf(page, "/collection/menu/1001");
    expect(scripts, "the menu's own module").toContainEqual(expect.stringMatching(/^\/assets\/menu-[\w-]+\.js$/));
    for (const script of [MODAL, DIET_FILTER, ITEM_INFO]) expect(scripts).not.toContainEqual(expect.stringMatching(script));
    await page.getByRole("link", { name: "FILTER BY DIET" }).click();
    await expect(page.getByRole("dialog", { name: "FILTER BY DIET" }).getByRole("checkbox", { name: "Vegan" })).toBeVisible();
    const shown = await fetchedScripts(page);
    expect(shown).toContainEqual(expect.stringMatching(MODAL));
    expect(shown).toContainEqual(expect.stringMatching(DIET_FILTER));
    expect(shown).not.toContainEqual(expect.stringMatching(ITEM_INFO));
    await expectNoStylesheetLinks(page);
  });

  test("once the menu is idle it fetches the modal and its dialogs ahead, and they open from their links", async ({ page }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001");
    for (const script of [MODAL, DIET_FILTER, ITEM_INFO]) {
      await expect.poll(() => fetchedScripts(page), { message: `${script}: once idle` }).toContainEqual(expect.stringMatching(script));
    }
    await page.getByRole("link", { name: "More information about Margherita" }).click();
    await expect(page.getByRole("dialog", { name: "Margherita" }).getByRole("heading", { name: "Margherita" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "More information about Margherita" })).toBeFocused();
  });

  test("the cookie settings dialog is fetched as the pointer reaches its link, and opens from it", async ({ page }) => {
    const link = page.getByRole("region", { name: "Cookies" }).getByRole("link", { name: "Cookie settings" });
    expect(await scriptsOf(page, "/")).not.toContainEqual(expect.stringMatching(COOKIE_DIALOG));
    const fetched = page.waitForResponse((res) => COOKIE_DIALOG.test(new URL(res.url()).pathname));
    await link.hover();
    expect((await fetched).ok()).toBe(true);
    await link.click();
    await expect(page.getByRole("dialog", { name: "Cookie settings" }).getByRole("heading", { name: "Cookie settings" })).toBeFocused();
    await expectNoStylesheetLinks(page);
  });

  test("an in-app page loads in-app mode's chrome, which starts the bridge to the app", async ({ page }) => {
    const app = await fakeApp(page);
    await chooseSoho(page, { inApp: true });
    await scriptsOf(page, "/collection/menu/1001");
    // Asked for as the page's JavaScript takes over, which on a busy machine can be after the network was quiet.
    await expect.poll(() => fetchedScripts(page)).toContainEqual(expect.stringMatching(IN_APP_CHROME));
    await app.expectMessage("HIDE_LOADER");
    // The Back bar comes with the chrome; the web's own back link is not there.
    await expect(page.getByRole("link", { name: "Back to restaurants" })).toBeVisible();
    await expectNoStylesheetLinks(page);
  });

  test("a delivery page with 'Change postcode' loads the dialog once it runs, before the link is followed", async ({ page }) => {
    await page.goto("/delivery?q=W1D%203QU");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
    await scriptsOf(page, "/delivery/menu/1002");
    await expect.poll(() => fetchedScripts(page)).toContainEqual(expect.stringMatching(DELIVERING_TO));
    await expect.poll(() => fetchedScripts(page)).toContainEqual(expect.stringMatching(POSTCODE_DIALOG));
    await page.getByRole("link", { name: "Change postcode" }).click();
    await expect(page.getByRole("dialog", { name: "Change postcode" }).getByLabel("Enter your postcode")).toBeVisible();
    await expectNoStylesheetLinks(page);
  });

  test("the payment page's card checks come once it is idle: the card's network shows as it is typed", async ({ page }) => {
    await atPayment(page);
    await expect.poll(() => fetchedScripts(page)).toContainEqual(expect.stringMatching(CARD_CHECKS));
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
    expect(await fetchedScripts(page)).not.toContainEqual(expect.stringMatching(CARD_CHECKS));
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await expect(page.getByLabel("Card number")).not.toHaveAccessibleDescription("Visa");
    await page.getByLabel("Card number").fill("1234");
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(/Enter a valid card number$/);
    expect(await fetchedScripts(page)).not.toContainEqual(expect.stringMatching(CARD_CHECKS));
  });
});
