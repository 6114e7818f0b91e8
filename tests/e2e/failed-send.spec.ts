// A change sent in place while the connection is gone is a message over the page, never the error
// page; the page stays as it was, and the same change goes through once the connection is back.
// (Without JavaScript a form is a page load: the browser's own error page, as for any link.)
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { chooseSoho, collectionBasket } from "./journeys";

const FAILED = "Sorry, that didn’t go through. Please check your connection and try again.";

const failedAlert = (page: Page) => page.getByRole("alert").filter({ hasText: FAILED });

/** The page survived: its heading is there, the error page is not, the alert says what happened. */
async function keptWithMessage(page: Page, heading: string | RegExp) {
  await expect(failedAlert(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
}

test.describe("a change sent without a connection @js-only", () => {
  test("the menu's 'Add' says it did not go through, and works once the connection is back", async ({ page, context }) => {
    await chooseSoho(page);
    const add = page.getByRole("button", { name: /^Add Margherita/ });
    await expect(add).toBeEnabled();
    await context.setOffline(true);
    await add.click();
    await keptWithMessage(page, /Crustello London Soho/);
    // Nothing was added: the basket bar counts none.
    await expect(page.getByRole("complementary", { name: "Your basket" })).toContainText("0 items");
    await expectNoAxeViolations(page, true);
    await page.getByRole("button", { name: "Close the message" }).click();
    await expect(failedAlert(page)).toHaveCount(0);

    await context.setOffline(false);
    await add.click();
    await expect(page.getByRole("status").filter({ hasText: "Item added to order" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Your basket" })).toContainText("1 item · £10.95");
  });

  test("a basket line's '+' keeps the basket as it was, and the next try changes it", async ({ page, context }) => {
    await collectionBasket(page, "margherita");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Margherita" }) });
    await expect(line.getByText("Quantity 1", { exact: true })).toBeVisible();
    await context.setOffline(true);
    await line.getByRole("button", { name: "Add one more Margherita" }).click();
    await keptWithMessage(page, "Basket summary");
    await expect(line.getByText("Quantity 1", { exact: true })).toBeVisible();

    await context.setOffline(false);
    await line.getByRole("button", { name: "Add one more Margherita" }).click();
    await expect(line.getByText("Quantity 2", { exact: true })).toBeVisible();
    // The next send took the message away.
    await expect(failedAlert(page)).toHaveCount(0);
  });

  test("'Add to basket' on the customise page stays on the pizza it was building", async ({ page, context }) => {
    await chooseSoho(page);
    await page.getByRole("link", { name: "Customise Margherita" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeVisible();
    await page
      .getByRole("region", { name: "Choose your base" })
      .getByRole("button", { name: /Thin & crispy/ })
      .click();
    await context.setOffline(true);
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await keptWithMessage(page, "Margherita");
    await expect(page).toHaveURL(/\/customise\/margherita/);
    // The choice made is still made.
    await expect(page.getByRole("region", { name: "Choose your base" }).getByRole("button", { name: /Thin & crispy/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await context.setOffline(false);
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001/);
    await expect(page.getByRole("complementary", { name: "Your basket" })).toContainText("1 item");
  });
});
