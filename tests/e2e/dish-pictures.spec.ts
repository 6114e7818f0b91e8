// Dishes' pictures (decision 035): with JavaScript the menu and the basket's suggestions show them,
// fetched as they come into view; without it (the lite order) none is fetched and the cards are
// laid out without them, so a category of 26 pizzas costs its words, not 37 kB of pictures.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { collectionBasket } from "./journeys";

/** The dish pictures the page fetches from now on. */
function dishPictures(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/images/menu/")) seen.push(request.url());
  });
  return seen;
}

test("the menu's pizzas show their pictures only when the page runs scripts", async ({ page, javaScript }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures = dishPictures(page);
  await page.goto("/collection/menu/1001?category=pizzas");
  const card = page.getByRole("article", { name: "Margherita", exact: true });
  await expect(card.getByRole("heading", { name: "Margherita", exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Add Margherita/ })).toBeVisible();
  const picture = card.locator("img");
  if (javaScript) {
    await expect(picture).toBeVisible();
    await expect.poll(() => pictures.some((url) => url.endsWith("/margherita.svg"))).toBe(true);
    // Lazy: the pictures far down the page are not fetched on arrival.
    expect(pictures.length).toBeLessThan(26);
  } else {
    await page.waitForLoadState("load");
    await expect(picture).toBeHidden();
    expect(pictures).toEqual([]);
  }
  await expectNoAxeViolations(page, javaScript);
});

test("the basket's suggestions show their pictures only when the page runs scripts", async ({ page, javaScript }) => {
  await collectionBasket(page, "margherita");
  const pictures = dishPictures(page);
  await page.reload();
  const strip = page.getByRole("region", { name: "You might also like" });
  const first = strip.getByRole("listitem").first();
  await expect(first.getByRole("button", { name: /^Add / })).toBeVisible();
  if (javaScript) {
    await expect(first.locator("img")).toBeVisible();
    await expect.poll(() => pictures.length).toBeGreaterThan(0);
  } else {
    await page.waitForLoadState("load");
    await expect(first.locator("img")).toBeHidden();
    expect(pictures).toEqual([]);
  }
});
