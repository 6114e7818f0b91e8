// The guest order in WebKit (Debian's WebKitGTK, driven by WebKitWebDriver over WebDriver classic
// with selenium-webdriver, under a virtual X display), JavaScript on. In its MiniBrowser at 447 px
// wide: Safari's engine runs the same pages, scripts and client navigations as Chromium. In the app
// stand-in (engines/webkit-app.gjs): the engine of the iOS app's web view, with the engine's own
// `webkit.messageHandlers.oop`, gets the bridge's messages as the app would. Playwright's WebKit is
// a build of its own that would have to be downloaded.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UK_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { appStandIn, fitWidth, guestOrder, hydrated, miniBrowser, startWebKit } from "./engines/webkit";

const BASE = `http://localhost:${UK_PORT}`;

// One WebKit at a time, in one worker: two browsers and two virtual displays at once on a two-core
// machine slowed a client navigation past the waits (and `xvfb-run -a` may pick one display twice).
test.describe.configure({ mode: "default" });

test("a guest orders for collection in WebKit and pays by card @js-only", async () => {
  test.setTimeout(120_000);
  const { driver, stop } = await startWebKit(miniBrowser);
  try {
    await driver.get(`${BASE}/collection`);
    await fitWidth(driver, 447);
    await hydrated(driver);
    await driver.executeScript("window.samePage = true");
    await guestOrder(driver, { firstName: "Wren", lastName: "Webb", email: "wren.webb@example.com", mobile: "07700 900457" });
    // Every step was a client navigation: the document loaded at the start is still the page.
    expect(await driver.executeScript<boolean>("return window.samePage === true")).toBe(true);
  } finally {
    await stop();
  }
});

test("in the app's WebKit web view, the order talks to the app over its message handler @js-only", async () => {
  test.setTimeout(120_000);
  const messagesFile = join(mkdtempSync(join(tmpdir(), "webkit-app-")), "messages.jsonl");
  writeFileSync(messagesFile, "");
  const sent = () =>
    readFileSync(messagesFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; payload: Record<string, unknown> });
  const of = (type: string) => sent().filter((m) => m.type === type);
  const { driver, stop } = await startWebKit(appStandIn(messagesFile));
  try {
    await driver.get(`${BASE}/collection?inApp=true`);
    await fitWidth(driver, 390);
    await hydrated(driver);
    await expect.poll(() => sent().map((m) => m.type)).toEqual(expect.arrayContaining(["OOP_INITIALISED", "HIDE_LOADER"]));
    // The app answered OOP_INITIALISED with its insets: they pad the page.
    await expect.poll(() => driver.executeScript<string>("return getComputedStyle(document.body).paddingTop")).toBe("40px");
    expect(of("SWITCH_JOURNEY_NAVBAR")[0]?.payload).toEqual({ journey: "collection", showNavbar: true });

    await guestOrder(driver, { firstName: "Ines", lastName: "Inapp", email: "ines.webkit@example.com", mobile: "07700 900778" });
    // Results on screen hid the app's navigation bar; paid, the basket is empty and the badge resets.
    expect(of("SWITCH_JOURNEY_NAVBAR").map((m) => m.payload)).toContainEqual({ journey: "collection", showNavbar: false });
    await expect.poll(() => of("CLEAR_BASKET").length).toBe(1);
    expect(of("ERROR")).toEqual([]);
    for (const m of sent()) expect(typeof m.payload).toBe("object");
  } finally {
    await stop();
  }
});
