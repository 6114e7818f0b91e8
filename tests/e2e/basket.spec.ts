import type { Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";

async function openMenu(page: Page) {
  await page.goto("/collection?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
}

test.describe("the basket summary", () => {
  test("lists lines, changes quantities, edits a line in place and says when it is empty", async ({ page }) => {
    await openMenu(page);
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    await page.reload();
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Margherita" }) });
    await expect(line.getByText("Classic hand-stretched base")).toBeVisible();
    await line.getByRole("button", { name: "Add one more Margherita" }).click();
    await expect(line.getByLabel("Margherita quantity")).toHaveText("2");
    await expect(page.getByRole("definition").filter({ hasText: "£21.90" }).first()).toBeVisible();

    await line.getByRole("link", { name: "Edit Margherita" }).click();
    await expect(page.getByRole("link", { name: "Back to basket" })).toBeVisible();
    await page
      .getByRole("region", { name: "Choose your base" })
      .getByRole("button", { name: /Thin & crispy/ })
      .click();
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Margherita" }) });
    await expect(edited).toHaveCount(1);
    await expect(edited.getByText("Thin & crispy base")).toBeVisible();
    await expect(edited.getByLabel("Margherita quantity")).toHaveText("2");

    await edited.getByRole("button", { name: "Remove one Margherita" }).click();
    await expect(edited.getByLabel("Margherita quantity")).toHaveText("1");
    await edited.getByRole("button", { name: "Remove one Margherita" }).click();
    await expect(page.getByText("Oops! you have not selected any items.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add more items" })).toHaveAttribute("href", "/collection/menu/1001");
  });

  test("without a restaurant the basket sends the customer to the start", async ({ page }) => {
    await page.goto("/delivery/basket");
    await expect(page).toHaveURL(/\/delivery$/);
  });

  test("axe finds no violations on the basket", async ({ page, javaScript }) => {
    await openMenu(page);
    await page.request.post("/api/basket/QuickAddItem/margherita/1");
    await page.goto("/collection/basket");
    await expectAccessibleAtBothWidths(page, javaScript);
  });
});
