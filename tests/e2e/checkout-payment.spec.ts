// What may change between the payment page and the charge (the basket's total, the delivery quote),
// and what the customer sees after the order.
import type { Page } from "@playwright/test";
import { checkOut, collectionBasket, continueAsGuest, payWith } from "./journeys";
import { editBasket, expectAccessible, expect, test } from "./fixtures";

// Whole journeys with several axe scans at two widths: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

async function deliveryAtPayment(page: Page) {
  await page.goto("/delivery?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
  await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
  for (let i = 0; i < 2; i++) expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
  await page.goto("/delivery/checkout/login?redirectTo=%2Fdelivery%2Fcheckout%2Fdetails");
  await continueAsGuest(page);
  await page.getByLabel("Address line 1").fill("1 Dean Street");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

test.describe("a total that moves", () => {
  test("a basket changed after the payment page was shown is not charged; the page shows the new total", async ({ page }) => {
    await collectionBasket(page, "margherita");
    await checkOut(page, { mainsOnly: true });
    await continueAsGuest(page);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeVisible();
    // Meanwhile, in another tab, a garlic bread goes in.
    expect((await page.request.post("/api/basket/QuickAddItem/garlic-bread/1")).status()).toBe(200);
    await payWith(page, "4111 1111 1111 1111");
    await expect(
      page.getByText("The total of your order has changed to £15.90. Nothing has been charged: please check your order and pay again."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay £15.90" })).toBeVisible();
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
  });
});

test.describe("the delivery quoted again at payment", () => {
  test("no rider any more: the customer can order for collection instead", async ({ page, javaScript }) => {
    await deliveryAtPayment(page);
    await editBasket(page, (state) => {
      (state["delivery"] as Record<string, unknown>)["postcode"] = "W1D 9ZZ";
    });
    await page.reload();
    const dialog = page.getByRole("alertdialog", { name: "No rider available" });
    await expect(
      dialog.getByText("A rider is no longer available for your desired location. Please enter a new postcode or order for Collection"),
    ).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Select new location" })).toHaveAttribute("href", "/delivery");
    await expectAccessible(page, javaScript);
    await dialog.getByRole("button", { name: "Order for Collection" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
  });

  test("the delivery partner failing is explained, with collection offered", async ({ page, javaScript }) => {
    await deliveryAtPayment(page);
    await editBasket(page, (state) => {
      (state["delivery"] as Record<string, unknown>)["postcode"] = "W1D 9ZY";
    });
    await page.reload();
    const dialog = page.getByRole("alertdialog", { name: "Delivery unavailable" });
    await expect(
      dialog.getByText(
        "Unfortunately a third-party delivery provider can no longer fulfil this order. Please try again or try Collection instead.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Order for Collection" })).toBeVisible();
    await expectAccessible(page, javaScript);
  });

  test("a new delivery window is shown and accepted with Continue", async ({ page, javaScript }) => {
    await deliveryAtPayment(page);
    await editBasket(page, (state) => {
      (state["delivery"] as Record<string, unknown>)["duration"] = { begin: 5, end: 10 };
    });
    await page.reload();
    const dialog = page.getByRole("alertdialog", { name: "Delivery time changed" });
    await expect(dialog.getByText(/Your delivery will now take \d+–\d+ mins\./)).toBeVisible();
    await expectAccessible(page, javaScript);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
  });
});

test.describe("after the order", () => {
  test("the confirmation follows the status: pushed with JavaScript, refreshed on request without", async ({ page, javaScript }) => {
    await collectionBasket(page, "margherita");
    await page.goto("/collection/checkout/login?redirectTo=%2Fcollection%2Fcheckout%2Fdetails");
    await continueAsGuest(page);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    const events = javaScript ? page.waitForResponse((r) => /\/api\/orders\/[^/]+\/events\?rid=1001$/.test(r.url())) : null;
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("status").filter({ hasText: "Order placed" })).toBeVisible();
    if (events) expect((await events).headers()["content-type"]).toMatch(/^text\/event-stream/);
    // Never a timed reload: the customer asks for the latest.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Refresh status" })).toBeVisible();
  });

  test("a signed-in customer sees past orders and reorders one in one go", async ({ page, javaScript }) => {
    await page.goto("/collection/checkout/login?redirectTo=%2Forders");
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill("signup@example.com");
    await login.getByLabel("Password").fill("Password123!");
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();

    await collectionBasket(page, "garlic-bread", "margherita");
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
    // A club member goes through the rewards on the way; none taken this time.
    await expect(page.getByRole("heading", { level: 1, name: "Applying rewards & Offers" })).toBeVisible();
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4111 1111 1111 1111");
    const number = /C-\d{6}/.exec((await page.getByText(/Your order number is/).innerText()) ?? "")![0];

    await page.getByRole("link", { name: "Your orders" }).click();
    const order = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order ${number}` }) });
    await expect(order.getByText("1 × Garlic Bread, 1 × Margherita")).toBeVisible();
    await expectAccessible(page, javaScript);
    await order.getByRole("button", { name: `Reorder order ${number}` }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Garlic Bread" })).toBeVisible();
  });
});
