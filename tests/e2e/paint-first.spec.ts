// The page's first paint is the styled page (decision 023): the site's stylesheet has arrived by
// then, so a customer never sees it unstyled; the page's JavaScript then takes over.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

/** When the page first painted content, and when the site's stylesheet had arrived. */
async function paintAndStylesheet(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    stylesheets: performance
      .getEntriesByType("resource")
      .filter((e) => /^\/assets\/.+\.css$/.test(new URL(e.name).pathname))
      .map((e) => (e as PerformanceResourceTiming).responseEnd),
  }));
}

test.describe("the first paint is the styled page @js-only", () => {
  test("on home, the basket and the menu; then the page's JavaScript takes over", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    for (const path of ["/", "/collection/basket", "/collection/menu/1001"]) {
      const { painted, stylesheets } = await paintAndStylesheet(page, path);
      expect(painted, `${path}: a first paint`).not.toBeNull();
      expect(stylesheets, `${path}: the site's one stylesheet`).toHaveLength(1);
      expect(stylesheets[0]!, `${path}: the stylesheet arrived before the first paint`).toBeLessThanOrEqual(painted!);
    }
    // The server rendered the menu's first category; the page's JavaScript brought in the rest.
    await expect(page.getByRole("region", { name: "Desserts" })).toBeAttached();
  });
});
