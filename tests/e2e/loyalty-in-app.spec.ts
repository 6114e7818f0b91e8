import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expect, test } from "./fixtures";
import { checkOut, memberBasket, rewardCard } from "./journeys";

// In-app reward selection on a temporary basket (spec 2 §4; decision 008): the picks travel with
// the page's forms until 'Save £…' (or Back, which saves on the way) commits them.
test.describe.configure({ timeout: 90_000 });

/** A fresh gold member in in-app mode, signed in, with a collection basket at London Soho. */
const inAppGoldBasket = (page: Page, ...items: string[]) => memberBasket(page, { firstName: "Appy", tier: "gold", items, inApp: true });

const card = rewardCard;

const total = (page: Page) =>
  page
    .getByRole("term")
    .filter({ hasText: /^Total$/ })
    .locator("xpath=following-sibling::dd");

test.describe("in-app rewards", () => {
  test("a gold member picks rewards on the temporary basket, saves, and pays the discounted total", async ({ page, javaScript }) => {
    await inAppGoldBasket(page, "margherita", "pepperoni-classic");
    await checkOut(page, { mainsOnly: true });
    await expect(page).toHaveURL(/\/collection\/loyalty$/);
    await expect(page.getByRole("button", { name: "Save £0.00" })).toBeVisible();

    const free = card(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" });
    await free.click();
    await expect(free).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Save £10.95" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "1 Reward(s) added" })).toBeVisible();
    await expect(total(page)).toHaveText("£12.95");
    // Unpicked and picked again: the temporary basket follows.
    await free.click();
    await expect(free).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Save £0.00" })).toBeVisible();
    await free.click();
    await expect(page.getByRole("button", { name: "Save £10.95" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, javaScript);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Save £10.95" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();
    await expect(total(page)).toHaveText("£12.95");

    // Checkout goes through the rewards again; the saved pick is there, and Checkout goes on to pay.
    await checkOut(page, { mainsOnly: true });
    await expect(card(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByLabel("Name on card").fill("A Pp");
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Pay £12.95" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Appy!" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();
    await expect(total(page)).toHaveText("£12.95");
  });

  test("Back saves the picks of the temporary basket, then goes to the basket (spec 2 §2)", async ({ page, javaScript }) => {
    await inAppGoldBasket(page, "margherita", "pepperoni-classic");
    await checkOut(page, { mainsOnly: true });
    await expect(page).toHaveURL(/\/collection\/loyalty$/);
    await card(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" }).click();
    await expect(page.getByRole("button", { name: "Save £10.95" })).toBeVisible();
    const back = page.getByRole("button", { name: "Back to basket" });
    await expect(back.getByText("Back", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
    await back.click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();
    await expect(total(page)).toHaveText("£12.95");
  });

  test("a voucher on the basket blocks rewards in-app, with the app's message", async ({ page, javaScript }) => {
    await inAppGoldBasket(page, "margherita", "pepperoni-classic");
    const voucher = await page.request.post("/api/basket/AddVoucher", { data: { voucherCode: "SAVE20" } });
    expect((await voucher.json()).voucherExceptions).toEqual([]);
    await page.goto("/collection/loyalty");
    await expect(
      page.getByText("Loyalty Rewards and Vouchers can\u2018t be used together. Please remove your voucher code to add your rewards."),
    ).toBeVisible();
    await expect(card(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" })).toBeDisabled();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, javaScript);
  });
});
