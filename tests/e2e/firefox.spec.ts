// The guest order in Firefox ESR (Debian's package, driven over WebDriver BiDi by puppeteer-core:
// Playwright's Firefox is a build of its own that would have to be downloaded), JavaScript on, on
// a 390 px phone screen: Gecko runs the same pages, scripts and client navigations as Chromium.
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { UK_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { byLabel, byRole, waitForPath } from "./engines/aria";

const BASE = `http://localhost:${UK_PORT}`;
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true, protocol: "webDriverBiDi" });
});
test.afterAll(async () => {
  await browser?.close();
});

const text = (page: Page) => page.evaluate(() => document.body.innerText);

test("a guest orders for collection in Firefox ESR and pays by card @js-only", async () => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(`${BASE}/collection`);
  // The page's JavaScript has taken over once 'Use my location' is enabled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button")].some((b) => b.textContent === "Use my location" && !b.disabled),
  );
  const marker = await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  expect(marker).toBe(true);

  const field = await byLabel(page, "Enter your postcode or location");
  await field.type("W1D 3QU");
  await page.keyboard.press("Enter");
  await byRole(page, "heading", "25 restaurants near W1D 3QU");
  await (await byRole(page, "button", "Order for collection from Crustello London Soho")).click();
  await waitForPath(page, /^\/collection\/menu\/1001$/);

  await (await byRole(page, "link", "Customise Margherita")).click();
  await waitForPath(page, /\/customise\/margherita/);
  await (await byRole(page, "button", "Thin & crispy")).click();
  await page.waitForFunction(() => document.body.innerText.includes("Your base: Thin & crispy"));
  await (await byRole(page, "button", "Add to basket - £10.95")).click();
  // Back on the menu (not still on its customise page) before the basket is opened.
  await waitForPath(page, /^\/collection\/menu\/1001(\?|$)/);
  await (await byRole(page, "link", "Basket: 1 item, £10.95")).click();
  await byRole(page, "heading", "Basket summary");
  expect(await text(page)).toContain("Thin & crispy");

  await (await byRole(page, "link", "Checkout")).click();
  const dialog = await byRole(page, "dialog", "Anything else?");
  await (await byRole(dialog, "link", "Continue to checkout")).click();
  const guest = await byRole(page, "region", "Continue as a guest");
  await (await byLabel(guest, "First name")).type("Fern");
  await (await byLabel(guest, "Last name")).type("Fox");
  await (await byLabel(guest, "Email address")).type("fern.fox@example.com");
  await (await byLabel(guest, "Mobile number")).type("07700 900456");
  await (await byRole(guest, "button", "Continue as guest")).click();

  await byRole(page, "heading", "Checkout details");
  const time = await byRole(page, "combobox", "Collection time");
  const slot = await time.evaluate((select) => (select as HTMLSelectElement).options[2]!.value);
  await time.select(slot);
  await (await byRole(page, "button", "Continue to payment")).click();
  await byRole(page, "heading", "Payment");
  await (await byLabel(page, "Name on card")).type("F Fox");
  await (await byLabel(page, "Card number")).type("4111 1111 1111 1111");
  await (await byLabel(page, "Expiry date (MM/YY)")).type("12/29");
  await (await byLabel(page, "Security code")).type("123");
  await (await byRole(page, "button", "Pay £10.95")).click();

  await byRole(page, "heading", "Thank you, Fern!", 30_000);
  expect(await text(page)).toMatch(/Your order number is C-\d{6}\./);
  // Every step was a client navigation: the document loaded at the start is still the page.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)).toBe(true);
  await page.close();
});
