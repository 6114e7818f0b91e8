import type { Page } from "@playwright/test";
import { expectAccessible, expect, test } from "./fixtures";

/** Chooses Crustello London Soho (1001) for collection and lands on its menu. */
async function openMenu(page: Page) {
  await page.goto("/collection?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
  await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Your basket" });
const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * Shows a category: without JavaScript its tab leads to the page of that category; with JavaScript
 * the whole menu is on the page and the tab scrolls to the section. A category whose tab is gone
 * (a filter left nothing in it) is left alone: its cards are simply absent.
 */
async function showCategory(page: Page, name: string) {
  // A page still arriving may not have its tabs yet: wait until it has loaded before asking. With
  // JavaScript, wait for the whole menu too (its last category): it moves the page as it arrives,
  // and a click just then could land on another card.
  await page.waitForLoadState();
  const tabs = page.getByRole("navigation", { name: "Menu categories" });
  if (test.info().project.use.javaScriptEnabled) {
    // The section of the last tab (a filter changes which that is).
    await expect(async () => {
      const last = (await tabs.getByRole("link").last().textContent())?.trim() ?? "";
      await expect(page.getByRole("region", { name: last, exact: true })).toBeAttached({ timeout: 200 });
    }).toPass();
  }
  const tab = tabs.getByRole("link", { name, exact: true });
  if (!(await tab.count())) return;
  await tab.click();
  // A link in the page scrolls to the section; a page link opens the category's page at its heading.
  // (The tab may turn from one into the other as the whole menu arrives.)
  await expect(async () => {
    if (new URL(page.url()).hash.startsWith("#category-")) return;
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeFocused({ timeout: 200 });
  }).toPass();
  await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
}

async function basketCount(page: Page): Promise<number> {
  const state = await (await page.request.get("/api/application/getCustomerState")).json();
  return state.basket.basket.numberOfItems;
}

test.describe("the menu", () => {
  test("shows categories in order, cards with prices, and a basket banner", async ({ page, javaScript }) => {
    await openMenu(page);
    const tabs = page.getByRole("navigation", { name: "Menu categories" }).getByRole("link");
    await expect(tabs.first()).toHaveText("Deals");
    await expect(tabs.first()).toHaveAttribute("aria-current", "true");
    if (javaScript) {
      // The whole menu follows the first category onto the page; the tabs scroll to the sections.
      await expect(card(page, "Margherita")).toBeVisible();
      await expect(tabs.filter({ hasText: "Pizzas" })).toHaveAttribute("href", "#category-pizzas");
    } else {
      // One category per page: the others are a tab away.
      await expect(page.getByRole("region", { name: "Deals" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Pizzas" })).toHaveCount(0);
      await expect(card(page, "Margherita")).toHaveCount(0);
      await expect(tabs.filter({ hasText: "Pizzas" })).toHaveAttribute("href", "/collection/menu/1001?category=pizzas");
    }
    await showCategory(page, "Pizzas");
    await expect(card(page, "Margherita")).toContainText("£10.95");
    await expect(banner(page)).toContainText("0 items · £0.00");
    await expect(page.getByText("You are ordering for collection from Crustello London Soho restaurant.")).toBeVisible();
  });

  test("'Add' puts an item in the basket and says so", async ({ page }) => {
    await openMenu(page);
    await showCategory(page, "Pizzas");
    await card(page, "Margherita")
      .getByRole("button", { name: /^Add Margherita/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Item added to order" })).toBeVisible();
    await expect(banner(page)).toContainText("1 item · £10.95");
    // Still on the pizzas, where the card was.
    await expect(card(page, "Margherita")).toBeVisible();
    expect(await basketCount(page)).toBe(1);
  });

  test("an out-of-stock item cannot be added", async ({ page }) => {
    await openMenu(page);
    await showCategory(page, "Desserts");
    const tiramisu = card(page, "Tiramisu");
    await expect(tiramisu.getByText("Out of stock at this restaurant")).toBeVisible();
    await expect(tiramisu.getByRole("button", { name: /^Add Tiramisu/ })).toBeDisabled();
  });

  test("filters by diet and allergens through 'FILTER BY DIET', remembering the allergens", async ({ page }) => {
    await openMenu(page);
    await page.getByRole("link", { name: /FILTER BY DIET/ }).click();
    const dialog = page.getByRole("dialog", { name: "FILTER BY DIET" });
    await expect(dialog.getByRole("checkbox", { name: "Show calories" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Vegan" }).check();
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/diet=Vegan/);
    // The filtered menu has arrived (without JavaScript, a page of its own) before a tab is used.
    await expect(dialog).toHaveCount(0);
    await showCategory(page, "Pizzas");
    await expect(card(page, "Vegan Garden")).toBeVisible();
    await expect(card(page, "Margherita")).toHaveCount(0);
    await expect(page).toHaveURL(/diet=Vegan/);
    await page.getByRole("link", { name: /FILTER BY DIET/ }).click();
    const again = page.getByRole("dialog", { name: "FILTER BY DIET" });
    await again.getByRole("checkbox", { name: "Cereals containing gluten" }).check();
    await again.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/allergen=/);
    await expect(again).toHaveCount(0);
    await showCategory(page, "Pizzas");
    await expect(card(page, "Vegan Garden")).toHaveCount(0);
    await showCategory(page, "Starters");
    await expect(card(page, "Vegan Dough Balls")).toHaveCount(0);
    // The allergen choice is remembered; 'Clear selection' empties the filters.
    await page.goto("/collection/menu/1001");
    await expect(page.getByRole("link", { name: /FILTER BY DIET \(\d+ on\)/ })).toBeVisible();
    await page.getByRole("link", { name: /FILTER BY DIET/ }).click();
    await page.getByRole("dialog", { name: "FILTER BY DIET" }).getByRole("link", { name: "Clear selection" }).click();
    await expect(page.getByRole("dialog", { name: "FILTER BY DIET" })).toHaveCount(0);
    await showCategory(page, "Pizzas");
    await expect(card(page, "Margherita")).toBeVisible();
  });
});

test.describe("the whole menu with JavaScript @js-only", () => {
  test("every category is on the page; the current tab follows the scroll and a tab scrolls to its section", async ({ page }) => {
    await openMenu(page);
    const tabs = page.getByRole("navigation", { name: "Menu categories" });
    await expect(page.getByRole("region", { name: "Dips" })).toBeAttached();
    await page.getByRole("region", { name: "Desserts" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(tabs.getByRole("link", { name: "Desserts", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(tabs.getByRole("link", { name: "Deals", exact: true })).not.toHaveAttribute("aria-current", "true");
    await tabs.getByRole("link", { name: "Dips", exact: true }).click();
    await expect(page).toHaveURL(/#category-dips$/);
    await expect(page.getByRole("region", { name: "Dips" }).getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("item information", () => {
  test("'More information' shows the description, diet and allergen information", async ({ page }) => {
    await openMenu(page);
    await showCategory(page, "Pizzas");
    await card(page, "Margherita").getByRole("link", { name: "More information about Margherita" }).click();
    const dialog = page.getByRole("dialog", { name: "Margherita" });
    await expect(dialog.getByText("Adults need around 2000 kcal per day.", { exact: false })).toBeVisible();
    await expect(dialog.getByText("Vegetarian: no meat or fish.")).toBeVisible();
    await expect(dialog.getByText("Contains: cereals containing gluten, milk.")).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Margherita" })).toHaveCount(0);
    // Back on the card, in its category.
    await expect(card(page, "Margherita")).toBeVisible();
  });
});

test.describe("customising", () => {
  test("a popup-required choice is made in its picker", async ({ page }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001/customise/crispy-calamari");
    const group = page.getByRole("region", { name: "Choose your dip" });
    await expect(group.getByText("Nothing chosen yet")).toBeVisible();
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page.getByText("Please make a selection.").first()).toBeVisible();
    await group.getByRole("link", { name: "Choose your dip" }).click();
    const picker = page.getByRole("dialog", { name: "Choose your dip" });
    await picker.getByRole("button", { name: /Sweet chilli/ }).click();
    await expect(page.getByRole("dialog", { name: "Choose your dip" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Choose your dip" }).getByText("Sweet chilli")).toBeVisible();
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\?added=crispy-calamari$/);
    expect(await basketCount(page)).toBe(1);
  });

  test("the menu's diet filter hides options lacking it on the customise page", async ({ page }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001?apply=1&diet=Vegan&calories=1");
    await showCategory(page, "Pizzas");
    await card(page, "Vegan Garden")
      .getByRole("link", { name: /^Customise/ })
      .click();
    const toppings = page.getByRole("region", { name: "Extra toppings" });
    await expect(toppings.getByRole("button", { name: "Add Vegan mozzarella" })).toBeVisible();
    await expect(toppings.getByRole("button", { name: "Add Pepperoni" })).toHaveCount(0);
  });

  test("at 320 px, pizzas' pages, a bundle's and the basket fit the width: nothing scrolls sideways (WCAG 1.4.10)", async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 320, height: 800 });
    const pages = [
      "/collection/menu/1001/customise/margherita",
      "/collection/menu/1001/customise/vegan-garden",
      "/collection/menu/1001/customise/butchers-block",
      "/collection/menu/1001/customise/half-and-half",
      "/collection/menu/1001/bundle/kids-pizza-dough-balls-drink",
      "/collection/menu/1001/bundle/family-feast",
    ];
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    for (const path of [...pages, "/collection/basket"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // An option's row (name, cost, − quantity +) and a basket line keep to the screen's width.
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], `${path} is ${widths[0]} px wide at ${widths[1]} px`).toBeLessThanOrEqual(widths[1]!);
    }
  });

  test("builds a half-and-half pizza, two of them, with a base, two extras and a removal", async ({ page }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001/customise/half-and-half");
    await expect(page.getByRole("heading", { level: 1, name: "Half & Half" })).toBeVisible();
    // Without a base nothing is added.
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page.getByText("Please make a selection to proceed to basket.").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose your base*" })).toBeVisible();
    expect(await basketCount(page)).toBe(0);

    const base = page.getByRole("region", { name: "Choose your base*" });
    await base.getByRole("button", { name: /Thin & crispy/ }).click();
    await expect(page.getByRole("heading", { name: "Choose your base", exact: true })).toBeVisible();
    await page
      .getByRole("region", { name: "Left half" })
      .getByRole("button", { name: /^Margherita/ })
      .click();
    await page
      .getByRole("region", { name: "Right half" })
      .getByRole("button", { name: /^Classic Pepperoni/ })
      .click();
    const leftToppings = page.getByRole("region", { name: "Customise this half" }).first();
    await leftToppings.getByRole("button", { name: "Add Mushrooms" }).click();
    await leftToppings.getByRole("button", { name: "Add Red onion" }).click();
    const mushrooms = leftToppings.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Add Mushrooms" }) });
    await expect(mushrooms.getByText("Quantity 1", { exact: true })).toBeVisible();
    const removals = page.getByRole("region", { name: "Remove from this half" }).first();
    await removals
      .getByRole("button", { name: /^Remove/ })
      .first()
      .click();
    await expect(removals.getByRole("button", { name: /^Add back/ })).toHaveCount(1);
    await page.getByRole("button", { name: "One more" }).click();
    await expect(page.getByText("Quantity 2", { exact: true })).toBeVisible();
    const add = page.getByRole("button", { name: /^Add to basket - £\d+\.\d{2}$/ });
    const label = (await add.textContent()) ?? "";
    await add.click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\?added=half-and-half$/);
    expect(await basketCount(page)).toBe(2);
    const total = label.replace("Add to basket - ", "");
    await expect(banner(page)).toContainText(`2 items · ${total}`);
  });

  test("an unknown item goes back to the menu", async ({ page }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001/customise/no-such-pizza");
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
  });

  test("a kids bundle with every section chosen goes into the basket", async ({ page }) => {
    await openMenu(page);
    await showCategory(page, "Kids");
    await card(page, "Kids Pizza, Dough Balls & Drink")
      .getByRole("link", { name: /^Choose/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Kids Pizza, Dough Balls & Drink" })).toBeVisible();
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page.getByText("Please choose 1 item.").first()).toBeVisible();
    expect(await basketCount(page)).toBe(0);
    await page.getByRole("region", { name: "Choose a pizza" }).getByRole("button", { name: /^Add / }).first().click();
    await page.getByRole("region", { name: "Choose a drink" }).getByRole("button", { name: /^Add / }).first().click();
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\?added=1/);
    expect(await basketCount(page)).toBe(1);
  });
});

test.describe("menu accessibility", () => {
  test.describe.configure({ timeout: 90_000 });
  test("axe: the menu", async ({ page, javaScript }) => {
    await openMenu(page);
    await expectAccessible(page, javaScript);
  });
  test("axe: the diet filter", async ({ page, javaScript }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001?filter=open");
    await expect(page.getByRole("dialog", { name: "FILTER BY DIET" })).toBeVisible();
    await expectAccessible(page, javaScript);
  });
  test("axe: customising, before and after a failed add", async ({ page, javaScript }) => {
    await openMenu(page);
    await page.goto("/collection/menu/1001/customise/margherita");
    await expectAccessible(page, javaScript);
    await page.goto("/collection/menu/1001/customise/half-and-half");
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page.getByText("Please make a selection to proceed to basket.").first()).toBeVisible();
    await expectAccessible(page, javaScript);
  });
  test("axe: a bundle", async ({ page, javaScript }) => {
    await openMenu(page);
    await page.goto(`/collection/menu/1001/bundle/${encodeURIComponent("Kids Pizza, Dough Balls & Drink")}`);
    await expectAccessible(page, javaScript);
  });
});
