// The dialogs on the way from the basket to checkout (docs/decisions/021): the upsell dialog for a
// basket of mains only, and a checkout with nothing in the basket (the menu, or the add-more-items dialog).
import { expect, expectAccessible, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

test.describe("the upsell dialog on Checkout", () => {
  test("a basket of mains only is offered extras first; one added, the customer goes on", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();

    const dialog = page.getByRole("dialog", { name: "Anything else?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Add a side, a dessert or a drink to your order.")).toBeVisible();
    const offers = dialog.getByRole("listitem");
    await expect(offers).toHaveCount(3);
    // Focus is in the dialog: its heading.
    await expect(dialog.getByRole("heading", { name: "Anything else?" })).toBeFocused();
    await expectAccessible(page, javaScript);

    const name = (await offers.first().locator("span").first().innerText()).trim();
    await offers
      .first()
      .getByRole("button", { name: `Add ${name}` })
      .click();
    // Still open, without what was added; the basket holds it.
    await expect(dialog.getByRole("button", { name: `Add ${name}` })).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Basket: 2 items,/ })).toBeVisible();

    await dialog.getByRole("link", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(/\/collection\/checkout\/login$/);
  });

  test("closing it stays on the basket; a basket with an extra goes straight on", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");
    const checkout = page.getByRole("main").getByRole("link", { name: "Checkout" });
    await checkout.click();
    const dialog = page.getByRole("dialog", { name: "Anything else?" });
    await expect(dialog).toBeVisible();
    if (javaScript) {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(checkout).toBeFocused();
    } else {
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/collection\/basket$/);

    await quickAdd(page, ["garlic-bread"]);
    await page.reload();
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/collection\/checkout\/login$/);
  });
});

test.describe("checking out an empty basket", () => {
  test("a checkout step lands on the menu; a stale basket's Checkout opens the add-more-items dialog", async ({ page, javaScript }) => {
    await chooseSoho(page);
    // The basket emptied elsewhere (another tab, the app) while the checkout was open: spec 2 §2.
    await page.goto("/collection/checkout/details");
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await page.goto("/collection/payment");
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);

    // 'Checkout' pressed on a basket page that was open before it emptied.
    await page.goto("/collection/basket?checkout=1");
    const dialog = page.getByRole("alertdialog", { name: "Your basket is empty" });
    await expect(dialog.getByText("Oops! you have not selected any items.")).toBeVisible();
    await expectAccessible(page, javaScript);
    await dialog.getByRole("link", { name: "Add more items" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
  });
});
