// Personal pages are never kept by the browser's cache (docs/decisions/027): after signing out,
// Back to the order confirmation fetches it again, and the signed-out visitor is sent to the start
// and told why instead of seeing the customer's name, e-mail and mobile; signed in again, on another
// browser too, the customer opens the same link.
import { checkOut, collectionBasket, payWith } from "./journeys";
import { expectAccessible, expect, freshAccount, test } from "./fixtures";

// A whole journey with an axe scan at two widths: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

test.describe("after signing out", () => {
  test("Back to the order confirmation does not show it from the cache", async ({ page, javaScript }) => {
    const account = await freshAccount(page, { firstName: "Priya" });
    await collectionBasket(page, "margherita");
    await checkOut(page, { mainsOnly: true });
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill(account.email);
    await login.getByLabel("Password").fill(account.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4111 1111 1111 1111", "P Tester");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Priya!" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const confirmation = page.url();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
    await expect(page).not.toHaveURL(confirmation);

    // Back fetches the page again (its document, or its data with JavaScript), and that answer is private too.
    const confirmationPath = new URL(confirmation).pathname;
    const refetched = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(confirmationPath));
    await page.goBack();
    expect((await refetched).headers()["cache-control"]).toBe("private, no-store");
    // The signed-out visitor is sent to the start, told why, and shown nothing of the order.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("alert")).toHaveText(/^We can't show that order here\./);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Priya!" })).toHaveCount(0);
    await expect(page.getByText(account.email)).toHaveCount(0);
    await expect(page.getByText(account.mobile.slice(-4))).toHaveCount(0);
    await expectAccessible(page, javaScript);

    // The customer, signed in on another browser, opens the same link and sees the order.
    const other = await page.context().browser()!.newContext({ javaScriptEnabled: javaScript });
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(new URL("/collection/checkout/login", confirmation).href);
      const form = elsewhere.getByRole("region", { name: "I have an account" });
      await form.getByLabel("Email address").fill(account.email);
      await form.getByLabel("Password").fill(account.password);
      await form.getByRole("button", { name: "Log in" }).click();
      await expect(elsewhere.getByRole("button", { name: "Log out" })).toBeVisible();
      await elsewhere.goto(confirmation);
      await expect(elsewhere.getByRole("heading", { level: 1, name: "Thank you, Priya!" })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
