// The change password page (docs/decisions/024): found from the orders page, refuses a wrong
// current password and a weak new one beside their fields, and signs out the other sessions.
import { expectAccessible, expect, freshAccount, latestMessage, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

test("a signed-in customer changes the password; other sessions end, this one stays", async ({ page, browser, baseURL, javaScript }) => {
  const account = await freshAccount(page, { firstName: "Cass" });
  // Another device, signed in too.
  const elsewhere = await browser.newContext({ baseURL });
  expect(
    (await elsewhere.request.post("/api/customer/login", { data: { email: account.email, password: account.password } })).status(),
  ).toBe(200);

  // Not signed in here yet: the page asks for a login first, then comes back.
  await page.goto("/changePassword");
  const login = page.getByRole("region", { name: "I have an account" });
  await login.getByLabel("Email address").fill(account.email);
  await login.getByLabel("Password").fill(account.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  // A personal page: no cache keeps it.
  expect((await page.request.get("/changePassword")).headers()["cache-control"]).toBe("private, no-store");

  await page.goto("/orders");
  await page.getByRole("link", { name: "Change your password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
  await expectAccessible(page, javaScript);

  await page.getByLabel("Current password").fill("not-my-password-at-all");
  await page.getByLabel("New password").fill("cass-new-lighthouse-5");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(/Your current password is incorrect\.$/);

  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password").fill("password1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("New password")).toHaveAccessibleDescription(/Your password must be at least 12 characters$/);
  await expectAccessible(page, javaScript);

  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password").fill("cass-new-lighthouse-5");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your new password is saved. We have logged you out on your other devices and sent you an email.",
  );
  await expectAccessible(page, javaScript);
  expect(await latestMessage(page, account.email)).toContain("your password was changed");

  // This session stays signed in; the other device's has ended.
  await page.goto("/orders");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  const other = await (await elsewhere.request.get("/api/application/getCustomerState")).json();
  expect(other.customer).toBeNull();
  await elsewhere.close();
  expect(
    (await page.request.post("/api/customer/login", { data: { email: account.email, password: "cass-new-lighthouse-5" } })).status(),
  ).toBe(200);
});
