// The guest order in WebKit (Debian's WebKitGTK: its MiniBrowser, driven by WebKitWebDriver over
// WebDriver classic with selenium-webdriver, under a virtual X display), JavaScript on, 447 px
// wide: Safari's engine runs the same pages, scripts and client navigations as Chromium. Playwright's
// WebKit is a build of its own that would have to be downloaded.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Builder, type WebDriver } from "selenium-webdriver";
import { Select } from "selenium-webdriver/lib/select.js";
import { UK_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { byLabel, byRole, click, waitForPath } from "./engines/webdriver";

const BASE = `http://localhost:${UK_PORT}`;
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const WIDTH = 447;

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

let service: ChildProcess;
let driver: WebDriver;
test.beforeAll(async () => {
  const port = await freePort();
  // xvfb-run gives the browser a display of its own; its process group is ended after the tests.
  service = spawn("xvfb-run", ["-a", DRIVER, `--port=${port}`], { detached: true, stdio: "ignore" });
  await listening(`http://127.0.0.1:${port}/status`);
  driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } })
    .build();
});
test.afterAll(async () => {
  await driver?.quit().catch(() => undefined);
  if (service?.pid) process.kill(-service.pid, "SIGTERM");
});

const text = () => driver.executeScript<string>("return document.body.innerText");

test("a guest orders for collection in WebKit and pays by card @js-only", async () => {
  test.setTimeout(120_000);
  await driver.get(`${BASE}/collection`);
  const chrome = await driver.executeScript<number>("return window.outerWidth - window.innerWidth");
  await driver
    .manage()
    .window()
    .setRect({ width: WIDTH + chrome, height: 900 });
  expect(await driver.executeScript<number>("return window.innerWidth")).toBe(WIDTH);
  // Hydrated: the page's JavaScript has taken over (the root layout marks it).
  await driver.wait(() => driver.executeScript<boolean>('return "hydrated" in document.documentElement.dataset'), 15_000);
  await driver.executeScript("window.samePage = true");

  await (await byLabel(driver, "Enter your postcode or location")).sendKeys("W1D 3QU\n");
  await byRole(driver, "heading", "25 restaurants near W1D 3QU");
  await click(await byRole(driver, "button", "Order for collection from Crustello London Soho"));
  await waitForPath(driver, /^\/collection\/menu\/1001$/);

  await click(await byRole(driver, "link", "Customise Margherita"));
  await waitForPath(driver, /\/customise\/margherita/);
  await click(await byRole(driver, "button", "Thin & crispy"));
  await driver.wait(async () => (await text()).includes("Your base: Thin & crispy"), 15_000);
  await click(await byRole(driver, "button", "Add to basket - £10.95"));
  // Back on the menu (not still on its customise page) before the basket is opened.
  await waitForPath(driver, /^\/collection\/menu\/1001(\?|$)/);
  await click(await byRole(driver, "link", "Basket: 1 item, £10.95"));
  await byRole(driver, "heading", "Basket summary");
  expect(await text()).toContain("Thin & crispy");

  await click(await byRole(driver, "link", "Checkout"));
  const dialog = await byRole(driver, "dialog", "Anything else?");
  await click(await byRole(dialog, "link", "Continue to checkout"));
  const guest = await byRole(driver, "region", "Continue as a guest");
  await (await byLabel(guest, "First name")).sendKeys("Wren");
  await (await byLabel(guest, "Last name")).sendKeys("Webb");
  await (await byLabel(guest, "Email address")).sendKeys("wren.webb@example.com");
  await (await byLabel(guest, "Mobile number")).sendKeys("07700 900457");
  await click(await byRole(guest, "button", "Continue as guest"));

  await byRole(driver, "heading", "Checkout details");
  await new Select(await byRole(driver, "combobox", "Collection time")).selectByIndex(2);
  await click(await byRole(driver, "button", "Continue to payment"));
  await byRole(driver, "heading", "Payment");
  await (await byLabel(driver, "Name on card")).sendKeys("W Webb");
  await (await byLabel(driver, "Card number")).sendKeys("4111 1111 1111 1111");
  await (await byLabel(driver, "Expiry date (MM/YY)")).sendKeys("12/29");
  await (await byLabel(driver, "Security code")).sendKeys("123");
  await click(await byRole(driver, "button", "Pay £10.95"));

  await byRole(driver, "heading", "Thank you, Wren!", 30_000);
  expect(await text()).toMatch(/Your order number is C-\d{6}\./);
  // Every step was a client navigation: the document loaded at the start is still the page.
  expect(await driver.executeScript<boolean>("return window.samePage === true")).toBe(true);
});
