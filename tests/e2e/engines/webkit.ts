// WebKit in the tests: Debian's WebKitWebDriver under a virtual X display (xvfb-run), driving either
// WebKitGTK's MiniBrowser (Safari's engine as a browser) or the app stand-in (`webkit-app.gjs`: the
// engine inside a native app, with the `oop` message handler the iOS app registers). And the guest
// order both run, found by role and label as the engine computes them (webdriver.ts).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { Builder, type WebDriver } from "selenium-webdriver";
import { Select } from "selenium-webdriver/lib/select.js";
import { expect } from "../fixtures";
import { byLabel, byRole, click, WAIT_MS, waitForPath } from "./webdriver";

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const GJS = process.env.GJS_PATH ?? "/usr/bin/gjs";

/** What WebKitWebDriver starts: the name the browser reports, its program and its arguments. */
export interface WebKitBrowser {
  name: string;
  binary: string;
  args: string[];
}

export const miniBrowser: WebKitBrowser = { name: "MiniBrowser", binary: MINIBROWSER, args: ["--automation"] };

/** The app stand-in, writing the messages the site sends to `messagesFile`. */
export const appStandIn = (messagesFile: string): WebKitBrowser => ({
  name: "Crustello app stand-in",
  binary: GJS,
  args: [join(import.meta.dirname, "webkit-app.gjs"), messagesFile],
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Waits for the driver to answer (it starts its display first). */
async function listening(url: string, timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A driven WebKit; `stop` ends the session, the driver and its display. */
export async function startWebKit(browser: WebKitBrowser): Promise<{ driver: WebDriver; stop: () => Promise<void> }> {
  const port = await freePort();
  // xvfb-run gives the browser a display of its own; its process group is ended at the stop.
  const service = spawn("xvfb-run", ["-a", DRIVER, `--port=${port}`], { detached: true, stdio: "ignore" });
  const stopService = () => {
    if (service.pid) process.kill(-service.pid, "SIGTERM");
  };
  try {
    await listening(`http://127.0.0.1:${port}/status`);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: browser.name, "webkitgtk:browserOptions": { binary: browser.binary, args: browser.args } })
      .build();
    return {
      driver,
      stop: async () => {
        await driver.quit().catch(() => undefined);
        stopService();
      },
    };
  } catch (e) {
    stopService();
    throw e;
  }
}

/** Makes the page's viewport `width` CSS pixels wide (the window's own edges added). */
export async function fitWidth(driver: WebDriver, width: number) {
  const chrome = await driver.executeScript<number>("return window.outerWidth - window.innerWidth");
  await driver
    .manage()
    .window()
    .setRect({ width: width + chrome, height: 900 });
  expect(await driver.executeScript<number>("return window.innerWidth")).toBe(width);
}

/** Waits until the page's JavaScript has taken over (the root layout marks it). */
export const hydrated = (driver: WebDriver) =>
  driver.wait(() => driver.executeScript<boolean>('return "hydrated" in document.documentElement.dataset'), WAIT_MS);

const pageText = (driver: WebDriver) => driver.executeScript<string>("return document.body.innerText");

type Guest = { firstName: string; lastName: string; email: string; mobile: string };

/**
 * From the collection search (already shown) to the thank-you page: W1D 3QU, Soho, a thin & crispy
 * Margherita, the basket, Checkout, as a guest, a collection time, paid by a frictionless card.
 */
export async function guestOrder(driver: WebDriver, guest: Guest) {
  await (await byLabel(driver, "Enter your postcode or location")).sendKeys("W1D 3QU\n");
  await byRole(driver, "heading", "25 restaurants near W1D 3QU");
  await click(await byRole(driver, "button", "Order for collection from Crustello London Soho"));
  await waitForPath(driver, /^\/collection\/menu\/1001$/);

  await click(await byRole(driver, "link", "Customise Margherita"));
  await waitForPath(driver, /\/customise\/margherita/);
  await click(await byRole(driver, "button", "Thin & crispy"));
  await driver.wait(async () => (await pageText(driver)).includes("Your base: Thin & crispy"), WAIT_MS);
  await click(await byRole(driver, "button", "Add to basket - £10.95"));
  // Back on the menu (not still on its customise page) before the basket is opened.
  await waitForPath(driver, /^\/collection\/menu\/1001(\?|$)/);
  await click(await byRole(driver, "link", "Basket: 1 item, £10.95"));
  await byRole(driver, "heading", "Basket summary");
  expect(await pageText(driver)).toContain("Thin & crispy");

  await click(await byRole(driver, "link", "Checkout"));
  const dialog = await byRole(driver, "dialog", "Anything else?");
  await click(await byRole(dialog, "link", "Continue to checkout"));
  const form = await byRole(driver, "region", "Continue as a guest");
  await (await byLabel(form, "First name")).sendKeys(guest.firstName);
  await (await byLabel(form, "Last name")).sendKeys(guest.lastName);
  await (await byLabel(form, "Email address")).sendKeys(guest.email);
  await (await byLabel(form, "Mobile number")).sendKeys(guest.mobile);
  await click(await byRole(form, "button", "Continue as guest"));

  await byRole(driver, "heading", "Checkout details");
  await new Select(await byRole(driver, "combobox", "Collection time")).selectByIndex(2);
  await click(await byRole(driver, "button", "Continue to payment"));
  await byRole(driver, "heading", "Payment");
  await (await byLabel(driver, "Name on card")).sendKeys(`${guest.firstName[0]} ${guest.lastName}`);
  await (await byLabel(driver, "Card number")).sendKeys("4111 1111 1111 1111");
  await (await byLabel(driver, "Expiry date (MM/YY)")).sendKeys("12/29");
  await (await byLabel(driver, "Security code")).sendKeys("123");
  await click(await byRole(driver, "button", "Pay £10.95"));

  await byRole(driver, "heading", `Thank you, ${guest.firstName}!`, 30_000);
  expect(await pageText(driver)).toMatch(/Your order number is C-\d{6}\./);
}
