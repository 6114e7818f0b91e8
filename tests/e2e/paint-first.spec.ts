// The page's first paint is the styled page (decision 023): the site's stylesheet comes inside
// the page, so a customer never sees it unstyled and the first paint waits for no other request;
// the page's JavaScript then takes over.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

/** When the page first painted content, what stylesheets it fetched, and whether its rules applied then. */
async function firstPaint(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    fetchedStylesheets: performance
      .getEntriesByType("resource")
      .filter((e) => /\.css$/.test(new URL(e.name).pathname) && !/noscript/.test(e.name)).length,
    // The page's own <style> is in the head, before the body the first paint drew.
    stylesBeforeBody: document.head.querySelector("style#site-styles") !== null,
  }));
}

test.describe("the first paint is the styled page @js-only", () => {
  test("on home, the basket and the menu; then the page's JavaScript takes over", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    for (const path of ["/", "/collection/basket", "/collection/menu/1001"]) {
      const { painted, fetchedStylesheets, stylesBeforeBody } = await firstPaint(page, path);
      expect(painted, `${path}: a first paint`).not.toBeNull();
      expect(fetchedStylesheets, `${path}: no stylesheet to wait for`).toBe(0);
      expect(stylesBeforeBody, `${path}: the site's stylesheet in the head`).toBe(true);
    }
    // The server rendered the menu's first category; the page's JavaScript brought in the rest.
    await expect(page.getByRole("region", { name: "Desserts" })).toBeAttached();
  });
});
