// A browser that keeps no cookies (Dillo by default, some privacy modes): choosing a restaurant says
// the basket needs a cookie and how to allow it, instead of forgetting the choice without a word.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Every answer reaches the page without its Set-Cookie headers, as if the browser refused them (the
 * fetch that stands in for the browser's shares its cookie jar, so the jar is emptied after each).
 */
async function refuseCookies(page: Page) {
  await page.route("**/*", async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    await page.context().clearCookies();
    const headers = response.headers();
    delete headers["set-cookie"];
    await route.fulfill({ response, headers });
  });
}

// A request still in flight as the test ends (a prefetch, the favicon) must not reach the closed
// context: the handler is taken off, and what it was doing dropped, before the context closes.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a browser that keeps no cookies is told the basket needs one, and how to allow it", async ({ page, javaScript }) => {
  await refuseCookies(page);
  await page.goto("/collection?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Please allow cookies to order" })).toBeVisible();
  await expect(page).toHaveURL(/\/cookies\/needed\?redirectTo=%2Fcollection$/);
  // A request still in flight (a picture of the page) empties the jar once its answer is back.
  await expect.poll(() => page.context().cookies()).toEqual([]);
  await expectNoAxeViolations(page, javaScript);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test("a browser that keeps cookies goes straight to the menu", async ({ page }) => {
  await page.goto("/collection?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
});
