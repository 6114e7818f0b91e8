// What a screen reader gets: the accessibility tree of the menu, customise, basket and payment
// pages (ARIA snapshots: names, prices and quantities as words), the site's one live announcer
// (with JavaScript), what the page says after a form post without it, and where focus goes when
// the focused control goes.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { checkOut, chooseSoho, continueAsGuest, quickAdd } from "./journeys";

/** The site's announcer (a polite status region) once it says `text`. */
const announced = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function basketWith(page: Page, items: string[]) {
  await chooseSoho(page);
  await quickAdd(page, items);
  await page.goto("/collection/basket");
  await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
}

const lineOf = (page: Page, name: string) => page.getByRole("listitem", { name });

/** The signs a stepper's buttons show: text hidden from screen readers (so not in their names), on screen. */
const drawnSigns = (scope: Locator) =>
  scope.getByRole("button").evaluateAll((buttons) =>
    buttons.map((b) => {
      const sign = b.querySelector('[aria-hidden="true"]');
      return sign?.checkVisibility() ? sign.textContent : null;
    }),
  );

/** The number a stepper's quantity shows ("Quantity" before it is visually hidden); "Quantity 1" is what is read. */
const drawnQuantity = (scope: Locator, quantity: number) =>
  scope.getByText(`Quantity ${quantity}`, { exact: true }).evaluate((q) =>
    [...q.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join("")
      .trim(),
  );

test.describe("the accessibility tree", () => {
  test("a menu card reads its name, price, diet tags (each once) and its add control", async ({ page }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001?category=pizzas");
    await expect(page.getByRole("article", { name: "Hot Chilli Pepperoni" })).toMatchAriaSnapshot(`
      - article "Hot Chilli Pepperoni":
        - heading "Hot Chilli Pepperoni" [level=4]
        - paragraph: /£\\d+\\.\\d{2}/
        - list "Diet and tags":
          - /children: equal
          - listitem: Hot
        - button /^Add Hot Chilli Pepperoni for £\\d+\\.\\d{2}$/
    `);
  });

  test("a basket line reads its name, quantity in words and its controls", async ({ page }) => {
    await basketWith(page, ["margherita"]);
    await expect(lineOf(page, "Margherita")).toMatchAriaSnapshot(`
      - listitem "Margherita":
        - heading "Margherita" [level=2]
        - paragraph: £10.95
        - button "Remove one Margherita"
        - text: Quantity 1
        - button "Add one more Margherita"
        - link "Edit Margherita"
    `);
    expect(await drawnSigns(lineOf(page, "Margherita"))).toEqual(["−", "+"]);
    expect(await drawnQuantity(lineOf(page, "Margherita"), 1)).toBe("1");
    // A suggestion: its name and price as separate words, and its add control.
    await expect(page.getByRole("region", { name: "You might also like" })).toMatchAriaSnapshot(`
      - region "You might also like":
        - list:
          - listitem:
            - text: Garlic Bread £4.95
            - button "Add Garlic Bread"
    `);
  });

  test("payment: the amount due and the card fields have names", async ({ page }) => {
    await basketWith(page, ["margherita"]);
    await checkOut(page, { mainsOnly: true });
    await continueAsGuest(page);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await expect(page.getByRole("main")).toMatchAriaSnapshot(`
      - heading "Payment" [level=1]
      - region "Your order":
        - list:
          - listitem: 1 × Margherita Classic hand-stretched base £10.95
        - term: Total
        - definition: £10.95
      - form "Pay by card":
        - textbox "Name on card"
        - textbox "Card number"
        - textbox "Expiry date (MM/YY)"
        - textbox "Security code"
        - button "Pay £10.95"
    `);
  });
});

test.describe("changes said out loud", () => {
  test("stepping a basket line: the page says the new quantity next to the line", async ({ page, javaScript }) => {
    await basketWith(page, ["margherita"]);
    await lineOf(page, "Margherita").getByRole("button", { name: "Add one more Margherita" }).click();
    await expect(lineOf(page, "Margherita").getByText("Quantity 2", { exact: true })).toBeVisible();
    if (javaScript) {
      // The announcer says it (quantity and total, one message); the page does not repeat it.
      await expect(announced(page, "Margherita: quantity 2. Total £21.90.")).toHaveCount(1);
      await lineOf(page, "Margherita").getByRole("button", { name: "Remove one Margherita" }).click();
      await expect(announced(page, "Margherita: quantity 1. Total £10.95.")).toHaveCount(1);
    } else {
      await expect(lineOf(page, "Margherita").getByRole("status")).toHaveText("Margherita: quantity 2");
      await lineOf(page, "Margherita").getByRole("button", { name: "Remove one Margherita" }).click();
      await expect(lineOf(page, "Margherita").getByRole("status")).toHaveText("Margherita: quantity 1");
      await lineOf(page, "Margherita").getByRole("button", { name: "Remove one Margherita" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Margherita removed from basket" })).toBeVisible();
      await expect(page.getByText("Oops! you have not selected any items.")).toBeVisible();
    }
  });

  test("removing the last unit of a line leaves focus on the basket heading @js-only", async ({ page }) => {
    await basketWith(page, ["margherita", "dough-balls"]);
    await lineOf(page, "Dough Balls").getByRole("button", { name: "Remove one Dough Balls" }).focus();
    await page.keyboard.press("Enter");
    await expect(lineOf(page, "Dough Balls")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeFocused();
    await expect(announced(page, "Dough Balls removed from basket.")).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test("adding a suggested extra keeps focus in the suggestions @js-only", async ({ page }) => {
    await basketWith(page, ["margherita"]);
    const strip = page.getByRole("region", { name: "You might also like" });
    await strip.getByRole("button", { name: "Add Garlic Bread" }).click();
    await expect(lineOf(page, "Garlic Bread")).toBeVisible();
    await expect(announced(page, /^Garlic Bread added to basket\. Total £15\.90\.$/)).toHaveCount(1);
    // The card leaves the strip (the item is in the basket); focus goes to the strip's heading.
    await expect(strip.getByRole("button", { name: "Add Garlic Bread" })).toHaveCount(0);
    await expect(strip.getByRole("heading", { name: "You might also like" })).toBeFocused();
  });

  test("a stepper's button disabled at its limit hands focus to the one beside it @js-only", async ({ page }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001/customise/margherita");
    await page.getByRole("button", { name: "One more" }).click();
    await expect(announced(page, "Add to basket - £21.90")).toHaveCount(1);
    await page.getByRole("button", { name: "One fewer" }).click();
    await expect(page.getByRole("button", { name: "One fewer" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "One more" })).toBeFocused();
  });

  test("choosing a topping changes the add button's price, and the page says the new price", async ({ page, javaScript }) => {
    await chooseSoho(page);
    await page.goto("/collection/menu/1001/customise/margherita");
    await expect(page.getByRole("button", { name: "Add to basket - £10.95" })).toBeVisible();
    const mozzarella = page.getByRole("region", { name: "Extra toppings" }).getByRole("listitem").filter({ hasText: "Mozzarella" }).first();
    await expect(mozzarella).toMatchAriaSnapshot(`
      - listitem:
        - text: Mozzarella +£1.25
        - button "Remove one Mozzarella" [disabled]
        - text: Quantity 0
        - button "Add Mozzarella"
    `);
    expect(await drawnSigns(mozzarella)).toEqual(["−", "+"]);
    expect(await drawnQuantity(mozzarella, 0)).toBe("0");
    await expect(mozzarella.getByRole("button", { name: "Add Mozzarella" })).toHaveAccessibleDescription("+£1.25");
    await mozzarella.getByRole("button", { name: "Add Mozzarella" }).click();
    await expect(page.getByRole("button", { name: "Add to basket - £12.20" })).toBeVisible();
    await expect(mozzarella.getByText("Quantity 1", { exact: true })).toBeVisible();
    // The number shown follows the quantity read.
    expect(await drawnQuantity(mozzarella, 1)).toBe("1");
    if (javaScript) await expect(announced(page, "Add to basket - £12.20")).toHaveCount(1);
  });

  test("an invalid postcode: the message describes the field and is announced", async ({ page, javaScript }) => {
    await page.goto("/collection");
    const field = page.getByLabel("Enter your postcode or location");
    await field.fill("NOT A CODE");
    await field.press("Enter");
    await expect(field).toHaveAccessibleDescription("Please enter a valid postcode");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    if (javaScript) {
      await expect(announced(page, "Please enter a valid postcode")).toHaveCount(1);
      await expect(field).toBeFocused();
    }
  });
});
