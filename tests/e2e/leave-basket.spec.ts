// Leaving the basket and checkout pages (docs/decisions/020): 'Log out' empties the basket, so while
// it holds items the customer is asked first, with the spec's words and Leave / Stay: by the page
// with JavaScript, by the server (the /logout page) without it.
import { expect, expectAccessible, test } from "./fixtures";
import { memberBasket } from "./journeys";

test.describe("leaving with a full basket", () => {
  test("Log out on the basket asks first: Stay keeps everything, Leave logs out @js-only", async ({ page, javaScript }) => {
    test.slow(); // an axe scan at two widths
    await memberBasket(page, { firstName: "Lorna", tier: "signup", items: ["margherita"] });
    const logOut = page.getByRole("banner").getByRole("button", { name: "Log out" });
    await logOut.click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog.getByText("Leaving this page will result in you losing the contents of your basket.")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeFocused();
    await expectAccessible(page, javaScript);

    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await expect(logOut).toBeFocused();
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();

    // Escape is 'Stay' too.
    await logOut.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(logOut).toBeFocused();

    await logOut.click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Basket:/ })).toHaveCount(0);
  });

  test("on checkout details too @js-only", async ({ page }) => {
    await memberBasket(page, { firstName: "Lionel", tier: "signup", items: ["margherita"] });
    await page.goto("/collection/checkout/details");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
  });

  // With JavaScript the page itself asks (the tests above): this one runs in the no-js project only.
  test("without JavaScript the server asks the same: Stay goes back, Leave logs out @no-js-only", async ({ page, javaScript }) => {
    await memberBasket(page, { firstName: "Nell", tier: "signup", items: ["margherita"] });
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/logout$/);
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog.getByText("Leaving this page will result in you losing the contents of your basket.")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeFocused();
    await expectAccessible(page, javaScript);

    await dialog.getByRole("link", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toHaveCount(0);
  });

  test("with an empty basket Log out goes straight ahead", async ({ page }) => {
    await memberBasket(page, { firstName: "Leah", tier: "signup", items: ["margherita"] });
    await page.getByRole("button", { name: "Remove one Margherita" }).click();
    await expect(page.getByText("Oops! you have not selected any items.")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
