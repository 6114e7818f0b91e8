// Checkout steps beyond the main journeys: the employee discount, two-factor sign-in, a mobile number
// verified on the way, details changed, and leaving the card form.
import type { Page } from "@playwright/test";
import { checkOut, collectionBasket, continueAsGuest, payWith } from "./journeys";
import { expectAccessible, expect, freshAccount, latestMessage, test } from "./fixtures";

// Whole journeys with several axe scans at two widths: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

test.describe("employee discount", () => {
  /** The seeded employee, signed in, with a margherita in a collection basket: the offer's case. */
  async function employeeWithBasket(page: Page) {
    await page.goto("/collection/checkout/login?redirectTo=%2Fcollection%2Fbasket");
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill("employee@example.com");
    await login.getByLabel("Password").fill("Password123!");
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await collectionBasket(page, "margherita");
  }

  test("an employee on collection is offered 50% once and gets it", async ({ page, javaScript }) => {
    await employeeWithBasket(page);
    const dialog = page.getByRole("dialog", { name: "Employee discount" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, javaScript);
    await dialog.getByRole("button", { name: "Apply my discount" }).click();
    await expect(page.getByRole("term").filter({ hasText: "Employee Discount" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Employee discount" })).toHaveCount(0);
  });

  test("the offer stays until answered, and 'No thanks' ends it for the session", async ({ page, javaScript }) => {
    await employeeWithBasket(page);
    const dialog = page.getByRole("dialog", { name: "Employee discount" });
    await expect(dialog).toBeVisible();
    // Seeing the offer is not answering it: the page read changed nothing.
    await page.reload();
    await expect(dialog).toBeVisible();
    if (javaScript) {
      // Escape declines it, as 'No thanks' does.
      await page.keyboard.press("Escape");
    } else {
      await dialog.getByRole("button", { name: "No thanks" }).click();
    }
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("term").filter({ hasText: "Employee Discount" })).toHaveCount(0);
  });
});

test.describe("more checkout steps", () => {
  test("a customer with two-factor sign-in orders for collection", async ({ page }) => {
    const account = await freshAccount(page, { firstName: "Tariq", twoFactor: true });
    await collectionBasket(page, "margherita");
    await checkOut(page, { mainsOnly: true });
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill(account.email);
    await login.getByLabel("Password").fill(account.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(`We have sent a 6-digit code to your mobile ending ${account.mobile.slice(-3)}.`)).toBeVisible();
    const code = /\b(\d{6})\b/.exec(await latestMessage(page, account.mobile))![1]!;
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4005 5192 0000 0004");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Tariq!" })).toBeVisible();
    await expect(page.getByText(/Collect from Crustello London Soho today at \d\d:\d\d\./)).toBeVisible();
  });

  test("a customer without a mobile number verifies one before paying", async ({ page, javaScript }) => {
    // An account whose mobile number is gone (as for accounts made before numbers were asked for).
    const account = await freshAccount(page, { firstName: "Nora", mobile: false });
    expect((await page.request.post("/api/customer/login", { data: { email: account.email, password: account.password } })).status()).toBe(
      200,
    );
    await collectionBasket(page, "margherita");
    await checkOut(page, { mainsOnly: true });
    await expect(page.getByRole("heading", { level: 1, name: "Verify your mobile number" })).toBeVisible();
    await expectAccessible(page, javaScript);
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Enter a mobile number like 07700 900123$/);
    const number = `07700 9${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    await page.getByLabel("Mobile number").fill(number);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = /\b(\d{6})\b/.exec(await latestMessage(page, `+44${number.replace(/\s/g, "").slice(1)}`))![1]!;
    await page.getByLabel("6-digit code").fill(code);
    await expectAccessible(page, javaScript);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    // The guard moves on to the details.
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
  });

  test("a guest changes their details on the way", async ({ page, javaScript }) => {
    await collectionBasket(page, "margherita");
    await page.goto("/collection/checkout/login?redirectTo=%2Fcollection%2Fcheckout%2Fdetails");
    await continueAsGuest(page);
    await page.getByRole("link", { name: "Change your details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Update your details" })).toBeVisible();
    await page.getByLabel("Mobile number").fill("not a number");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Enter a mobile number like 07700 900123$/);
    await expectAccessible(page, javaScript);
    await page.getByLabel("Last name").fill("Changed");
    await page.getByLabel("Mobile number").fill("07700 900889");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Gina Changed")).toBeVisible();
  });

  test("leaving the card form with details typed asks first @js-only", async ({ page }) => {
    await collectionBasket(page, "margherita");
    await page.goto("/collection/checkout/login?redirectTo=%2Fcollection%2Fcheckout%2Fdetails");
    await continueAsGuest(page);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByLabel("Card number").fill("4111");
    await page.getByRole("link", { name: "Back to checkout details" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog.getByText("Leaving this page will result in you losing the contents of your basket.")).toBeVisible();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  });
});
