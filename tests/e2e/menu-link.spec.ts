// A menu opened from a link (a marketing e-mail, a shared link, a search engine) shows that
// restaurant's menu whatever the basket holds; the first 'Add' there chooses the restaurant, and
// asks 'Are you sure?' first when that would empty a basket at another one.
import type { Page } from "@playwright/test";
import { chooseSoho, quickAdd } from "./journeys";
import { expectAccessible, expect, test } from "./fixtures";

const basket = async (page: Page) =>
  (await (await page.request.get("/api/application/getCustomerState")).json()).basket.basket as {
    restaurantId: number | null;
    numberOfItems: number;
  };

const addMargherita = (page: Page) => page.getByRole("button", { name: /^Add Margherita for/ }).first();

test.describe("a menu opened from a link", () => {
  test("a fresh browser sees that menu and its first 'Add' chooses the restaurant", async ({ page, javaScript }) => {
    await page.goto("/collection/menu/1002?category=pizzas");
    await expect(page).toHaveURL(/\/collection\/menu\/1002\?category=pizzas$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crustello London Covent Garden" })).toBeVisible();
    await expectAccessible(page, javaScript);

    await addMargherita(page).click();
    await expect(page).toHaveURL(/added=margherita/);
    // Without JavaScript the page comes back with the card's way to the basket.
    if (!javaScript) await expect(page.getByRole("link", { name: "Go to basket" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Basket: 1 item,/ })).toBeVisible();
    expect(await basket(page)).toMatchObject({ restaurantId: 1002, numberOfItems: 1 });
  });

  test("with a basket at another restaurant, 'Add' asks 'Are you sure?' first", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await quickAdd(page, ["garlic-bread"]);
    await page.goto("/collection/menu/1002?category=pizzas");
    await expect(page.getByRole("heading", { level: 1, name: "Crustello London Covent Garden" })).toBeVisible();
    expect(await basket(page)).toMatchObject({ restaurantId: 1001, numberOfItems: 1 });

    await addMargherita(page).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog.getByText("Choosing a different restaurant will empty your basket. The items in it will be lost.")).toBeVisible();
    await expectAccessible(page, javaScript);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(await basket(page)).toMatchObject({ restaurantId: 1001, numberOfItems: 1 });

    await addMargherita(page).click();
    await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1002\?category=pizzas&added=margherita$/);
    expect(await basket(page)).toMatchObject({ restaurantId: 1002, numberOfItems: 1 });
  });

  test("a customise page from a link asks too, and Continue adds the pizza as chosen", async ({ page }) => {
    await chooseSoho(page);
    await quickAdd(page, ["garlic-bread"]);
    await page.goto("/collection/menu/1002/customise/margherita");
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1002\?added=margherita$/);
    expect(await basket(page)).toMatchObject({ restaurantId: 1002, numberOfItems: 1 });
  });

  test("a delivery menu shows without a postcode; its first 'Add' asks for one on the delivery page", async ({ page }) => {
    await page.goto("/delivery/menu/1001?category=pizzas");
    await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
    await expect(page.getByText(/^To order delivery from Crustello London Soho, enter your postcode/)).toBeVisible();
    await addMargherita(page).click();
    await expect(page).toHaveURL(/\/delivery$/);
    expect(await basket(page)).toMatchObject({ numberOfItems: 0 });
  });
});
