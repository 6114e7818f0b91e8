// The site's links and forms are React Router's <Link> and <Form>: with JavaScript they change the
// page in place, and a click with a key held is left to the browser; without it they are plain
// anchors and forms.
import { expect, test } from "./fixtures";
import { checkOut, chooseSoho, collectionBasket } from "./journeys";

/** Marks the document: a new document load loses the mark, a page changed in place keeps it. */
const mark = (page: import("@playwright/test").Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const marked = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

test.describe("links and forms of the site", () => {
  test("'Back to menu' on the basket takes the customer to the menu", async ({ page }) => {
    await collectionBasket(page, "margherita");
    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Crustello London Soho");
  });

  test("with JavaScript the page changes in place, focus on its heading @js-only", async ({ page }) => {
    await collectionBasket(page, "margherita");
    await mark(page);
    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await marked(page)).toBe(true);
    // The header's basket link, likewise.
    await page.getByRole("link", { name: /^Basket: 1 item/ }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    expect(await marked(page)).toBe(true);
  });

  test("a click with a key held opens the link in a new tab, and this page stays @js-only", async ({ page, context }) => {
    await collectionBasket(page, "margherita");
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: "Back to menu" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/collection/menu/1001");
    await expect(page).toHaveURL(/\/collection\/basket$/);
  });

  test("'More information' on the menu opens over the page where the customer had scrolled to @js-only", async ({ page }) => {
    await collectionBasket(page);
    await page.goto("/collection/menu/1001?category=pizzas");
    // The whole menu arrives after the page starts and brings Pizzas back into view: scroll after it.
    await expect(page.getByRole("region", { name: "Dips", exact: true })).toBeAttached();
    const info = page.getByRole("link", { name: "More information about Margherita" });
    await info.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await info.click();
    await expect(page.getByRole("dialog", { name: "Margherita" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("a form is sent in place: choosing a restaurant replaces the results in the history @js-only", async ({ page }) => {
    await page.goto("/collection");
    await page.goto("/collection?q=W1D%203QU");
    await mark(page);
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    expect(await marked(page)).toBe(true);
    // The card's form replaces the results: Back goes to the page before them.
    await page.goBack();
    await expect(page).toHaveURL(/\/collection$/);
  });

  test("the same form takes the customer to the menu, with JavaScript or without", async ({ page }) => {
    await chooseSoho(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Crustello London Soho");
  });

  test("the order's steps change the page in place: search, Customise, Checkout, Continue to checkout @js-only", async ({ page }) => {
    await page.goto("/collection");
    // 'Use my location' is enabled once the page's JavaScript has taken over.
    await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
    await mark(page);
    const field = page.getByLabel("Enter your postcode or location");
    await field.fill("W1D 3QU");
    await field.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "25 restaurants near W1D 3QU" })).toBeVisible();
    expect(await marked(page)).toBe(true);

    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await page.getByRole("link", { name: "Customise Margherita" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\/customise\/margherita/);
    await expect(page.getByRole("heading", { level: 1, name: "Margherita" })).toBeFocused();
    expect(await marked(page)).toBe(true);

    await page.getByRole("button", { name: "Add to basket - £10.95" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001/);
    await page.getByRole("link", { name: "Basket: 1 item, £10.95" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    // 'Checkout', then 'Continue to checkout' past the suggestions (a basket of mains only).
    await checkOut(page, { mainsOnly: true });
    await expect(page).toHaveURL(/\/collection\/checkout\//);
    expect(await marked(page)).toBe(true);
  });
});
