// Shared browser-test helpers: an axe scan that fails on any WCAG A/AA violation, the
// JavaScript flag of the running project (each test runs with JavaScript on and off), and the
// recording of every HTML page a test sees (html-recorder.ts).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";

import { CLOCK_PORT, IE_PORT, STATES_CLOCK_PORT } from "../../playwright.config";
import { recordHtml } from "./html-recorder";

export const IE_BASE = `http://localhost:${IE_PORT}`;
/** The server whose clock a test may move forward (POST /dev/clock?minutes=N). */
export const CLOCK_BASE = `http://localhost:${CLOCK_PORT}`;
/** The server only the restaurant-state test moves, to a Friday lunchtime (playwright.config.ts). */
export const STATES_CLOCK_BASE = `http://localhost:${STATES_CLOCK_PORT}`;

async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default (partial runs, finished in a blank page opened for
    // each scan) found the same and took twice as long, a fifth of the browser tests' time.
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still runs on every node; only violations are reported in full (passes would be
    // thousands of nodes on the menu).
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Scans the page as the customer sees it, at each of `widths`. axe runs as a script, so for a page
 * loaded with JavaScript off the server-rendered document (scripts removed, styles kept) is scanned
 * in a scripting page of its own, loaded once and resized between scans.
 */
async function scanAt(page: Page, javaScript: boolean, widths: number[], leaveAt = widths[widths.length - 1]!) {
  const height = page.viewportSize()?.height ?? 800;
  if (javaScript) {
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      expect(await scan(page), `axe violations at ${width} px`).toEqual([]);
    }
    return;
  }
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser()!;
  const ctx = await browser.newContext({ javaScriptEnabled: true, viewport: { width: widths[0]!, height } });
  try {
    const copy = await ctx.newPage();
    // Serve the scanned document at its own address, so its styles and images load as they did.
    await copy.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await copy.goto(url, { waitUntil: "load" });
    for (const width of widths) {
      await copy.setViewportSize({ width, height });
      expect(await scan(copy), `axe violations at ${width} px (JavaScript off)`).toEqual([]);
    }
  } finally {
    await ctx.close();
  }
  await page.setViewportSize({ width: leaveAt, height });
}

/** Scans the page at its current width. */
export async function expectNoAxeViolations(page: Page, javaScript: boolean) {
  await scanAt(page, javaScript, [page.viewportSize()?.width ?? 1280]);
}

/**
 * Scans the page at a phone width and at a desktop width, and leaves it at the desktop width.
 * Without JavaScript the server's document is scanned at the phone width only: the JavaScript
 * project scans the same page's markup at both widths, and each scan of a long page costs seconds
 * of the suite's time (docs/testing.md).
 */
export async function expectAccessible(page: Page, javaScript: boolean) {
  await scanAt(page, javaScript, javaScript ? [375, 1280] : [375], 1280);
}

/**
 * With JavaScript, the page's JavaScript takes over some time after its load event (React hydrates
 * it in a transition): a page opened by address is handed back once that has happened (React has
 * hydrated it, so its links and forms are React Router's: `<html data-hydrated>`), so a test of what
 * the page's JavaScript does is not answered by the page's fallback without it. (A customer who taps
 * sooner gets that fallback, as without JavaScript.) A document without the site's scripts is
 * handed back at once.
 */
function waitingForScripts(page: Page) {
  const running = () =>
    page.waitForFunction(() => "hydrated" in document.documentElement.dataset || document.querySelector('script[type="module"]') === null);
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await running();
      return response;
    };
  }
}

export const test = base.extend<{ javaScript: boolean }>({
  javaScript: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitingForScripts(page);
    await use(page);
  },
  // Every HTML document of the test's browser context is kept for the Nu Html Checker.
  context: async ({ context, javaScriptEnabled }, use) => {
    await recordHtml(context, javaScriptEnabled, () => use(context));
  },
});
export { expect };

/** The newest outbox message to a recipient, read from the development outbox page. */
export async function latestMessage(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    // The message may still be on its way (the form that sends it was just submitted): look again.
    let text = "";
    await expect(async () => {
      await outbox.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
      text = (await outbox.getByRole("article").first().innerText({ timeout: 1000 })).trim();
    }).toPass({ timeout: 15_000 });
    return text;
  } finally {
    await outbox.close();
  }
}

/**
 * Changes this browser's basket row in the UK test server's database, standing in for what time,
 * a menu change or a stock change would do to it (a collection time passing, an item withdrawn).
 */
export async function editBasket<S = Record<string, unknown>>(page: Page, edit: (state: S) => void) {
  // The cookie holds the basket id and its signature (`<id>.<mac>`).
  const signed = (await page.context().cookies()).find((c) => c.name === "BASKET_ID")!.value;
  const id = signed.slice(0, signed.lastIndexOf("."));
  const db = new Database("data/e2e-uk.sqlite");
  try {
    db.pragma("busy_timeout = 5000");
    const row = db.prepare("select data from baskets where id = ?").get(id) as { data: string };
    const state = JSON.parse(row.data) as S;
    edit(state);
    db.prepare("update baskets set data = ?, version = version + 1 where id = ?").run(JSON.stringify(state), id);
  } finally {
    db.close();
  }
}

/** Runs a statement on the UK test server's database (test set-up that no page offers). */
export function onUkDatabase(sql: string, ...params: unknown[]) {
  const db = new Database("data/e2e-uk.sqlite");
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/**
 * A new account of its own for one test run (tests run in parallel, and a second sign-in of the
 * same account would replace the first one's code), optionally with two-factor sign-in on.
 */
export async function freshAccount(
  page: Page,
  opts: { firstName: string; twoFactor?: boolean; mobile?: boolean; tier?: "signup" | "bronze" | "silver" | "gold" },
) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `${opts.firstName.toLowerCase()}-${tag}@example.com`;
  const national = `7700 9${tag.slice(-5)}`;
  const password = "correct-horse-battery-9";
  const res = await page.request.post("/api/customer/register/web", {
    data: { firstName: opts.firstName, lastName: "Tester", email, mobileNumber: `0${national}`, password },
  });
  expect(res.status()).toBe(200);
  expect((await page.request.post("/api/customer/logout")).status()).toBe(200);
  if (opts.twoFactor) onUkDatabase("update customers set two_factor_enabled = 1 where email = ?", email);
  if (opts.mobile === false) onUkDatabase("update customers set mobile_number = null where email = ?", email);
  // A club member of that tier, approved in the app (the club signs members up there), whose
  // e-mail address is verified (the welcome reward waits for it: docs/decisions/025).
  if (opts.tier)
    onUkDatabase("update customers set tier = ?, app_approved = 1, email_verified_at = created_at where email = ?", opts.tier, email);
  return { email, password, mobile: `+44${national.replace(/\s/g, "")}` };
}

/** The nodes of the page's accessibility tree that assistive technology is given (not ignored). */
export async function accessibleNodes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[];
    };
    return nodes.filter((n) => !n.ignored).map((n) => ({ role: String(n.role?.value ?? ""), name: String(n.name?.value ?? "") }));
  } finally {
    await cdp.detach();
  }
}

/**
 * The documents the page loads from now on (full page loads): a client navigation loads none, only
 * its data. Returns the live list of their paths.
 */
export function pageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}
