// The page paints before its scripts load (app/lib/scripts-after-paint.server.ts, decision 023):
// a slow phone shows the page without first waiting to run its JavaScript, which then takes over.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

/** When the page first painted content, and when each of its scripts was asked for. */
async function paintAndScripts(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => ({ url: new URL(e.name).pathname, requested: e.startTime })),
  }));
}

test.describe("the page paints before its scripts load @js-only", () => {
  test("on home, the basket and the menu; then the scripts take over", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    for (const path of ["/", "/collection/basket", "/collection/menu/1001"]) {
      const { painted, scripts } = await paintAndScripts(page, path);
      expect(painted, `${path}: a first paint`).not.toBeNull();
      expect(
        scripts.map((s) => s.url),
        `${path}: the site's scripts`,
      ).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/));
      for (const script of scripts)
        expect(script.requested, `${path}: ${script.url} asked for after the first paint`).toBeGreaterThanOrEqual(painted!);
    }
    // The server rendered the menu's first category; the page's JavaScript brought in the rest.
    await expect(page.getByRole("region", { name: "Desserts" })).toBeAttached();
  });
});
