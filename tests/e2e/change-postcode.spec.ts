// 'Change postcode' on the delivery pages (docs/decisions/020): the dialog opens from its link, a
// bad postcode is refused by the field, one the restaurant delivers to updates the page in place,
// one it does not leads to the delivery search. JavaScript on and off (the two projects).
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Delivery from Crustello London Covent Garden to W1D 3QU, with a Margherita in the basket. */
async function deliveryBasket(page: Page) {
  await page.goto("/delivery?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
  await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
  expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
}

test.describe("change postcode", () => {
  test("on the menu: a postcode the restaurant delivers to updates the page in place", async ({ page }) => {
    await deliveryBasket(page);
    await page.reload();
    await expect(page.getByRole("main").getByText("Delivering to W1D 3QU")).toBeVisible();
    await expect(page.getByText("Estimated delivery time: 25 - 40 mins")).toBeVisible();
    await page.getByRole("link", { name: "Change postcode" }).click();
    const dialog = page.getByRole("dialog", { name: "Change postcode" });
    await expect(dialog.getByRole("heading", { name: "Change postcode" })).toBeFocused();
    await dialog.getByLabel("Enter your postcode").fill("EC1A 1BB");
    await dialog.getByRole("button", { name: "Update postcode" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main").getByText("Delivering to EC1A 1BB")).toBeVisible();
    await expect(page.getByText("Estimated delivery time: 30 - 45 mins")).toBeVisible();
    // The same restaurant, the same basket, and focus back where the customer was.
    await expect(page).toHaveURL(/\/delivery\/menu\/1002(\?postcode=changed)?$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Basket: 1 item,/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Change postcode" })).toBeFocused();
  });

  test("on the basket: a bad postcode is refused by the field; one the restaurant does not deliver to leads to the search", async ({
    page,
    javaScript,
  }) => {
    // Two axe scans of the dialog (a phone and a desktop width) on a slow machine.
    test.slow();
    await deliveryBasket(page);
    await page.goto("/delivery/basket");
    await expect(page.getByRole("main").getByText("Delivering to W1D 3QU")).toBeVisible();
    await page.getByRole("link", { name: "Change postcode" }).click();
    const dialog = page.getByRole("dialog", { name: "Change postcode" });
    const field = dialog.getByLabel("Enter your postcode");
    await expect(field).toHaveAttribute("autocomplete", "postal-code");

    await field.fill("NOT A CODE");
    await dialog.getByRole("button", { name: "Update postcode" }).click();
    await expect(field).toHaveAccessibleDescription(/Please enter a valid postcode$/);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("NOT A CODE");
    await expectAccessible(page, javaScript);

    await field.fill("SE5 8AF");
    await dialog.getByRole("button", { name: "Update postcode" }).click();
    await expect(page).toHaveURL(/\/delivery\?q=SE5%208AF$/);
    await expect(page.getByLabel("Enter your postcode")).toHaveValue("SE5 8AF");
    // Nothing was lost: back at the basket, the Margherita is still there.
    await page.goto("/delivery/basket");
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
  });

  test("by keyboard: focus goes into the dialog, Close (or Escape) brings it back to the link", async ({ page, javaScript }) => {
    await deliveryBasket(page);
    await page.goto("/delivery/basket");
    const opener = page.getByRole("link", { name: "Change postcode" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change postcode" });
    await expect(dialog.getByRole("heading", { name: "Change postcode" })).toBeFocused();
    // Tab stays in the dialog: Close, then the field.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Enter your postcode")).toBeFocused();
    if (javaScript) {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    } else {
      await dialog.getByRole("link", { name: "Close" }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/delivery\/basket$/);
    }
  });

  test("on checkout details the postcode can be changed too", async ({ page }) => {
    await deliveryBasket(page);
    await page.goto("/delivery/checkout/login?redirectTo=%2Fdelivery%2Fcheckout%2Fdetails");
    const form = page.getByRole("region", { name: "Continue as a guest" });
    await form.getByLabel("First name").fill("Gina");
    await form.getByLabel("Last name").fill("Guest");
    await form.getByLabel("Email address").fill("gina@example.com");
    await form.getByLabel("Mobile number").fill("07700 900888");
    await form.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await page.getByRole("link", { name: "Change postcode" }).click();
    const dialog = page.getByRole("dialog", { name: "Change postcode" });
    await dialog.getByLabel("Enter your postcode").fill("WC2H 9AA");
    await dialog.getByRole("button", { name: "Update postcode" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main").getByText("Delivering to WC2H 9AA")).toBeVisible();
  });
});
