// Applying the diet filter keeps the category the customer was on (with JavaScript and without).
import { chooseSoho } from "./journeys";
import { expect, test } from "./fixtures";

test("the diet filter keeps the category the customer was on", async ({ page, javaScript }) => {
  await chooseSoho(page);
  const tabs = page.getByRole("navigation", { name: "Menu categories" });
  const sides = page.getByRole("heading", { level: 2, name: "Sides", exact: true });
  // With JavaScript the page has started once the whole menu is on it (its last category too).
  if (javaScript) await expect(page.getByRole("heading", { level: 2, name: "Dips", exact: true })).toBeAttached();
  await tabs.getByRole("link", { name: "Sides", exact: true }).click();
  await expect(sides).toBeInViewport();
  // The customer is on Sides once its tab is the current one (with JavaScript, once the scroll to it has ended).
  await expect(tabs.getByRole("link", { name: "Sides", exact: true })).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: /FILTER BY DIET/ }).click();
  const dialog = page.getByRole("dialog", { name: "FILTER BY DIET" });
  await dialog.getByRole("checkbox", { name: "Vegetarian" }).check();
  await dialog.getByRole("button", { name: "Apply filters" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/diet=Vegetarian/);
  await expect(page).toHaveURL(/category=sides/);

  // Still on Sides: its heading in view, its tab the current one.
  await expect(sides).toBeInViewport();
  if (!javaScript) {
    // Without JavaScript the page is the page of that one category.
    await expect(tabs.getByRole("link", { name: "Sides", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Pizzas", exact: true })).toHaveCount(0);
  }
});
