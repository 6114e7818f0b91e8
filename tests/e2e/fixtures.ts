// Shared browser-test helpers: an axe scan that fails on any WCAG A/AA violation, and the
// JavaScript flag of the running project (each test runs with JavaScript on and off).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const IE_BASE = "http://localhost:4174";

async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Scans the page as the customer sees it. axe runs as a script, so for a page loaded with
 * JavaScript off the server-rendered document (scripts removed, styles kept) is scanned in a
 * scripting page of its own.
 */
export async function expectNoAxeViolations(page: Page, javaScript: boolean) {
  if (javaScript) {
    expect(await scan(page), "axe violations").toEqual([]);
    return;
  }
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser()!;
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const ctx = await browser.newContext({ javaScriptEnabled: true, viewport });
  try {
    const copy = await ctx.newPage();
    // Serve the scanned document at its own address, so its styles and images load as they did.
    await copy.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await copy.goto(url, { waitUntil: "load" });
    expect(await scan(copy), "axe violations (JavaScript off)").toEqual([]);
  } finally {
    await ctx.close();
  }
}

/** Scans the page at a phone width and at a desktop width. */
export async function expectAccessibleAtBothWidths(page: Page, javaScript: boolean) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, javaScript);
  }
}

export const test = base.extend<{ javaScript: boolean }>({
  javaScript: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled);
  },
});
export { expect };
