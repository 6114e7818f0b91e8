// The e-mail verification link sent at sign-up, and the new basket id after signing out
// (docs/decisions/025).
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectAccessible, expect, freshAccount, latestMessage, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const basketCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "BASKET_ID")?.value;
/** The items of the basket row a signed BASKET_ID value (`<id>.<mac>`) names on the UK server. */
function itemsOf(signed: string): unknown[] {
  const db = new Database("data/e2e-uk.sqlite", { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const row = db.prepare("select data from baskets where id = ?").get(signed.slice(0, signed.lastIndexOf("."))) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as { items: unknown[] }).items : [];
  } finally {
    db.close();
  }
}

test("the link sent at sign-up opens the verify page, whose button verifies the address and says so", async ({ page, javaScript }) => {
  const email = unique("verifier");
  await page.goto("/collection/checkout/join/true");
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Verifier");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mobile number").fill("07700 900777");
  await page.getByLabel("Password").fill("correct-horse-battery-9");
  await page.getByRole("button", { name: "Create account" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Crustello" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Continue" }).click();
  await expect(welcome).toBeHidden();

  const message = await latestMessage(page, email);
  expect(message).toContain("Verify your Crustello email address");
  const link = /https?:\/\/[^\s]+(\/verifyemail\/[A-Za-z0-9_.-]+)/.exec(message);
  expect(link).not.toBeNull();
  // Opening the link asks; pressing the button verifies (a mail scanner opening links verifies nobody).
  await page.goto(link![1]!);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible();
  await expectAccessible(page, javaScript);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Email address verified" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your email address is verified." })).toBeVisible();
  await expectAccessible(page, javaScript);
});

test("an unknown link says so, and asks a signed-out visitor to log in for a new one", async ({ page, javaScript }) => {
  await page.goto("/verifyemail/nothing.here");
  await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This link has expired or was already used.");
  await expect(page.getByRole("link", { name: "Log in" }).last()).toBeVisible();
  await expectAccessible(page, javaScript);
});

test("signing out gives a new basket id, and the new basket is empty", async ({ page }) => {
  const account = await freshAccount(page, { firstName: "Otto" });
  const login = await page.request.post("/api/customer/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU")).status()).toBe(200);
  expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
  await page.goto("/");
  const before = (await basketCookie(page))!;
  expect(itemsOf(before)).toHaveLength(1);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  const after = (await basketCookie(page))!;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  // The old id names an empty basket, and the new one holds nothing of it.
  expect(itemsOf(before)).toEqual([]);
  expect(itemsOf(after)).toEqual([]);
});
