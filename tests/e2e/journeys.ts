// Steps many journeys share: choosing the London Soho restaurant, filling a basket, signing a club
// member in, continuing as a guest and paying by card.
import type { Page } from "@playwright/test";
import { expect, freshAccount } from "./fixtures";

export const GUEST = { firstName: "Gina", lastName: "Guest", email: "gina@example.com", mobile: "07700 900888" };

/** Searches W1D 3QU for collection (in-app with `inApp`) and chooses Crustello London Soho. */
export async function chooseSoho(page: Page, opts: { inApp?: boolean; base?: string } = {}) {
  await page.goto(`${opts.base ?? ""}/collection?q=W1D%203QU${opts.inApp ? "&inApp=true" : ""}`);
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
}

/**
 * London Soho chosen for collection through /api (the search's own use case, as the app calls it),
 * for a test whose subject comes after the search and the menu: it starts there without loading
 * them (the search and menu specs walk that part).
 */
async function sohoChosen(page: Page) {
  expect((await page.request.post("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU")).status()).toBe(200);
}

/** Adds one of each item with its default choices, as the menu's 'Add' does. */
export async function quickAdd(page: Page, items: string[], base = "") {
  for (const item of items) expect((await page.request.post(`${base}/api/basket/QuickAddItem/${item}/1`)).status()).toBe(200);
}

/** London Soho chosen, these items added, and the collection basket open. */
export async function collectionBasket(page: Page, ...items: string[]) {
  await sohoChosen(page);
  await quickAdd(page, items);
  await page.goto("/collection/basket");
}

/** A club member of this run's own, signed in, with a collection basket at London Soho. */
export async function memberBasket(
  page: Page,
  opts: { firstName: string; tier: "signup" | "bronze" | "silver" | "gold"; items: string[]; inApp?: boolean },
) {
  const account = await freshAccount(page, { firstName: opts.firstName, tier: opts.tier });
  // In-app, the first page the app opens carries the flag (?inApp=true): the search does.
  if (opts.inApp) await chooseSoho(page, { inApp: true });
  else await sohoChosen(page);
  await quickAdd(page, opts.items);
  await logIn(page, account);
  return account;
}

/** Logs in from the checkout's login page, which leads back to the collection basket. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`/collection/checkout/login?redirectTo=${encodeURIComponent("/collection/basket")}`);
  const login = page.getByRole("region", { name: "I have an account" });
  await login.getByLabel("Email address").fill(account.email);
  await login.getByLabel("Password").fill(account.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
}

/**
 * 'Checkout' on the basket. A basket of mains only (no side, dessert, drink, dip or deal) meets the
 * upsell dialog first (docs/decisions/021): the customer goes on without adding anything.
 */
export async function checkOut(page: Page, opts: { mainsOnly: boolean }) {
  await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
  if (!opts.mainsOnly) return;
  const dialog = page.getByRole("dialog", { name: "Anything else?" });
  await dialog.getByRole("link", { name: "Continue to checkout" }).click();
  await expect(dialog).toHaveCount(0);
}

export async function continueAsGuest(page: Page, guest = GUEST) {
  const form = page.getByRole("region", { name: "Continue as a guest" });
  await form.getByLabel("First name").fill(guest.firstName);
  await form.getByLabel("Last name").fill(guest.lastName);
  await form.getByLabel("Email address").fill(guest.email);
  await form.getByLabel("Mobile number").fill(guest.mobile);
  await form.getByRole("button", { name: "Continue as guest" }).click();
}

export async function payWith(page: Page, number: string, nameOnCard = "G Guest") {
  await page.getByLabel("Name on card").fill(nameOnCard);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
}

/**
 * A card of the reward screen by its title: a list item without JavaScript, a carousel slide (a
 * group) with it.
 */
export function rewardCard(page: Page, title: string) {
  const cards = page.getByLabel("Your rewards", { exact: true });
  return cards
    .getByRole("listitem")
    .or(cards.getByRole("group"))
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) });
}
