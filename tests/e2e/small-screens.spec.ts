// Small screens first (decision 035): on a 390 × 844 phone, what the customer came for is on the
// first screen — the nearest restaurant after a search, and 'Checkout' on a basket of any length.
import { collectionBasket } from "./journeys";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("after a search the nearest restaurant is on the first screen, its name and what it offers", async ({ page }) => {
  await page.goto("/delivery?q=W1D%203QU");
  const results = page.getByRole("region", { name: /restaurants near/ });
  const first = results.getByRole("article").first();
  await expect(first.getByRole("heading", { level: 3, name: "Crustello London Holborn" })).toBeInViewport({ ratio: 1 });
  await expect(first.getByText(/^\d+ - \d+ mins, fee £\d+\.\d{2}$/)).toBeInViewport({ ratio: 1 });
});

test("on a long basket, Checkout is on the first screen and stays there while the basket scrolls", async ({ page }) => {
  await collectionBasket(page, "margherita", "garlic-bread");
  const checkout = page.getByRole("link", { name: "Checkout" });
  await expect(checkout).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 844);
  await page.getByRole("heading", { name: "Add a dip" }).scrollIntoViewIfNeeded();
  await expect(checkout).toBeInViewport({ ratio: 1 });
  // The controls it passes over are not hidden under it when the keyboard reaches them.
  const voucher = page.getByLabel("Voucher code");
  await voucher.focus();
  await expect(voucher).toBeInViewport({ ratio: 1 });
  const field = (await voucher.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual((await checkout.boundingBox())!.y);
  await checkout.click();
  await expect(page).toHaveURL(/\/collection\/checkout\//);
});
