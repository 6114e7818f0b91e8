// An order the restaurant cancels is refunded: played on the developer's restaurant page, then
// seen by the customer on the confirmation page and in the e-mail the outbox holds.
import { checkOut, collectionBasket, continueAsGuest, payWith } from "./journeys";
import { expectNoAxeViolations, expect, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

test("an order the restaurant cancels shows as refunded with the amount, and the customer is told", async ({ page, javaScript }) => {
  await collectionBasket(page, "margherita");
  await checkOut(page, { mainsOnly: true });
  await continueAsGuest(page);
  await page.getByLabel("Collection time").selectOption({ index: 4 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
  const confirmation = page.url();
  const number = /Your order number is ([A-Z]-\d{6})/.exec((await page.getByText("Your order number is").textContent()) ?? "")![1]!;

  await page.goto("/dev/restaurant");
  const order = page.getByRole("article", { name: `Order ${number}` });
  await expect(order).toContainText("£10.95");
  await expectNoAxeViolations(page, javaScript);
  await order.getByRole("button", { name: `Cancel order ${number}` }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`Order ${number} is cancelled and refunded.`);
  await expect(page.getByRole("article", { name: `Order ${number}` })).toContainText("Refunded");
  await expect(page.getByRole("button", { name: `Cancel order ${number}` })).toHaveCount(0);

  await page.goto(confirmation);
  const status = page.getByRole("region", { name: "Order status" });
  await expect(status.getByRole("status")).toHaveText("Refunded");
  await expect(status.getByText("£10.95 has been refunded to your card.")).toBeVisible();
  await expect(status.getByRole("link", { name: "Refresh status" })).toHaveCount(0);

  await page.goto("/dev/outbox?to=gina%40example.com");
  await expect(page.getByRole("heading", { level: 2, name: `Your Crustello order ${number} has been refunded` })).toHaveCount(1);
});
