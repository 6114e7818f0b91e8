import type { Page } from "@playwright/test";
import { expectAccessible, expect, freshAccount, onUkDatabase, test } from "./fixtures";
import { checkOut, memberBasket, rewardCard } from "./journeys";

// Whole journeys with several axe scans at two widths: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

/** A gold club member of this run's own, signed in, with a collection basket at London Soho. */
const goldMemberBasket = (page: Page, ...items: string[]) => memberBasket(page, { firstName: "Goldie", tier: "gold", items });

const card = rewardCard;

test.describe("loyalty rewards", () => {
  test("a club member picks rewards, is stopped short of a two-pick reward, saves, and the basket shows them", async ({
    page,
    javaScript,
  }) => {
    await goldMemberBasket(page, "margherita", "pepperoni-classic");
    // A member's checkout goes through the rewards first.
    await page.getByText(/^Your rewards \(Gold\): \d+ available$/).click();
    await expect(page.getByRole("link", { name: "Choose rewards" })).toBeVisible();
    await checkOut(page, { mainsOnly: true });
    await expect(page).toHaveURL(/\/collection\/loyalty$/);
    await expect(page.getByRole("heading", { level: 1, name: "Applying rewards & Offers" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "0 Reward(s) added" })).toBeVisible();

    const free = card(page, "Free Margherita");
    await free.getByRole("button", { name: "Margherita for Free Margherita" }).click();
    await expect(free.getByRole("button", { name: "Margherita for Free Margherita" })).toHaveAttribute("aria-pressed", "true");
    // The same pizza cannot carry a second reward.
    const half = card(page, "Half price Margherita").getByRole("button", { name: /^Margherita/ });
    await expect(half).toBeDisabled();
    await expect(half).toContainText("This product has been taken.");
    await expect(page.getByRole("heading", { level: 2, name: "1 Reward(s) added" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();

    // Two dips to pick: one is not enough to save.
    const dips = card(page, "Two Free Dips");
    await expect(dips.getByText("Pick 2 below (0 of 2 picked)")).toBeVisible();
    await dips.getByRole("button", { name: "Smoky BBQ Dip for Two Free Dips" }).click();
    await expect(dips.getByText("Pick 2 below (1 of 2 picked)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save rewards" }).click();
    await expect(page.getByRole("alert")).toContainText("You've not selected enough items");
    await expectAccessible(page, javaScript);
    await dips.getByRole("button", { name: "Basil Pesto Dip for Two Free Dips" }).click();
    await expect(dips.getByText("Pick 2 below (2 of 2 picked)")).toBeVisible();
    await expect(dips.getByRole("button", { name: "Scotch Bonnet Dip for Two Free Dips" })).toBeDisabled();
    await page.getByRole("button", { name: "Save rewards" }).click();

    // The basket now holds the dips and takes the rewards off; vouchers wait until they go.
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByRole("heading", { name: "Smoky BBQ Dip" })).toBeVisible();
    await expect(page.getByText("3 Reward(s) added")).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Two Free Dips" })).toHaveCount(2);
    await expect(page.getByLabel("Voucher code")).toBeDisabled();
    await expectAccessible(page, javaScript);

    // Cleared, the voucher field is back.
    await page.getByText(/^Your rewards \(Gold\)/).click();
    await page.getByRole("link", { name: "Choose rewards" }).click();
    await page.getByRole("button", { name: "Clear rewards" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "0 Reward(s) added" })).toBeVisible();
    await page.getByRole("link", { name: "Back to basket" }).click();
    await expect(page.getByLabel("Voucher code")).toBeEnabled();
  });

  test("a member pays with a reward, and it is used up", async ({ page }) => {
    await goldMemberBasket(page, "margherita", "pepperoni-classic");
    await checkOut(page, { mainsOnly: true });
    const pick = card(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" });
    await pick.click();
    // One reward call at a time: the pick is made before Checkout saves the picks.
    await expect(pick).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // £10.95 + £12.95, less the free Margherita.
    await page.getByLabel("Name on card").fill("G Auric");
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Pay £12.95" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Goldie!" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Free Margherita" })).toBeVisible();

    await page.goto("/collection/menu/1001");
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    expect((await page.request.post("/api/basket/QuickAddItem/pepperoni-classic/1")).status()).toBe(200);
    await page.goto("/collection/loyalty");
    await expect(page.getByRole("heading", { level: 2, name: "Half price Margherita" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Free Margherita" })).toHaveCount(0);
  });

  test("under the reward minimum the screen says by how much, and checkout waits", async ({ page, javaScript }) => {
    await goldMemberBasket(page, "garlic-bread");
    await page.goto("/collection/loyalty");
    await card(page, "Free Garlic Bread").getByRole("button", { name: "Garlic Bread for Free Garlic Bread" }).click();
    await expect(
      // A gold member holds other open rewards: the text ends with the alternative suffix.
      page.getByText(
        "Basket total under £10 by £10.00. You need to spend a minimum of £10 to redeem your rewards however you have some rewards available for redemption.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
    await expectAccessible(page, javaScript);
  });

  test("rewards saved under the minimum: the basket says by how much, until the basket reaches it", async ({ page, javaScript }) => {
    await goldMemberBasket(page, "garlic-bread");
    await page.goto("/collection/loyalty");
    await card(page, "Free Garlic Bread").getByRole("button", { name: "Garlic Bread for Free Garlic Bread" }).click();
    await page.getByRole("button", { name: "Save rewards" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    const note = page.getByRole("main").getByRole("status").filter({ hasText: "Basket total under £10" });
    await expect(note).toHaveText(
      "Basket total under £10 by £10.00. You need to spend a minimum of £10 to redeem your rewards however you have some rewards available for redemption.",
    );
    await expectAccessible(page, javaScript);
    // The free garlic bread leaves nothing to pay; a pizza takes the basket past £10 and the note goes.
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
    await expect(page.getByText("Basket total under £10")).toHaveCount(0);
  });

  test("with a voucher on the basket the rewards wait, in the spec's words, with the way back", async ({ page, javaScript }) => {
    await goldMemberBasket(page, "margherita", "margherita");
    await page.getByLabel("Voucher code").fill("SAVE20");
    await page.getByRole("button", { name: "Apply voucher" }).click();
    await expect(page.getByRole("list", { name: "Vouchers applied" })).toContainText("SAVE20");
    await page.goto("/collection/loyalty");
    const note = page.getByRole("main").getByRole("status").filter({ hasText: "discount vouchers" });
    // The web's words end without a full stop (spec 2 §8).
    await expect(note.getByText("Please remove the discount vouchers before adding your rewards", { exact: true })).toBeVisible();
    await note.getByRole("link", { name: "Go to your basket" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await page.goto("/collection/loyalty");
    await expectAccessible(page, javaScript);
  });

  test("a member with no reward open is told so on the basket", async ({ page, javaScript }) => {
    const account = await memberBasket(page, { firstName: "Nora", tier: "signup", items: ["margherita"] });
    // Joined long ago: the welcome reward has lapsed, and every tier's rewards are still locked.
    onUkDatabase("update customers set created_at = ? where email = ?", "2024-01-01T00:00:00.000Z", account.email);
    await page.reload();
    await page.getByText("Your rewards (Club Member): 0 available").click();
    await expect(page.getByText("There are no loyalty rewards available right now.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose rewards" })).toHaveAttribute("href", "/collection/loyalty");
    await expectAccessible(page, javaScript);
  });

  test("a guest is invited to log in for club rewards, and a silver member sees gold rewards locked", async ({ page, javaScript }) => {
    // Made first: making an account ends with a logout, which empties the basket.
    const silver = await freshAccount(page, { firstName: "Sol", tier: "silver" });
    await page.goto("/collection?q=W1D%203QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    // The restaurant is chosen once the menu is there: only then can the API add to the basket.
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    expect((await page.request.post("/api/basket/QuickAddItem/garlic-bread/1")).status()).toBe(200);
    await page.goto("/collection/basket");
    await expect(page.getByRole("link", { name: "join the club" })).toHaveAttribute("href", "/collection/checkout/join/true");
    // A guest goes straight to payment (without JavaScript through the basket, which records the checkout: decision 017;
    // a starter in the basket: no upsell dialog first, decision 021).
    await expect(page.getByRole("main").getByRole("link", { name: "Checkout" })).toHaveAttribute(
      "href",
      javaScript ? "/collection/payment" : "/collection/basket?checkout=1",
    );

    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill(silver.email);
    await login.getByLabel("Password").fill(silver.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await page.goto("/collection/loyalty");
    const locked = page.getByRole("region", { name: "Locked rewards" });
    await expect(locked.getByRole("heading", { name: "Free Margherita" })).toBeVisible();
    await expect(locked.getByText("Reach GOLD to unlock").first()).toBeVisible();
    await expect(card(page, "Half price Margherita")).toBeVisible();
  });

  test("a bronze member's free delivery comes off the delivery fee", async ({ page, javaScript }) => {
    const account = await freshAccount(page, { firstName: "Bea", tier: "bronze" });
    await page.goto("/delivery?q=W1D%203QU");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
    for (const item of ["margherita", "pepperoni-classic"])
      expect((await page.request.post(`/api/basket/QuickAddItem/${item}/1`)).status()).toBe(200);
    await page.goto(`/delivery/checkout/login?redirectTo=${encodeURIComponent("/delivery/loyalty")}`);
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill(account.email);
    await login.getByLabel("Password").fill(account.password);
    await login.getByRole("button", { name: "Log in" }).click();
    const pick = card(page, "Free Delivery").getByRole("button", { name: "Free Delivery for Free Delivery" });
    await pick.click();
    await expect(pick).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Save rewards" }).click();
    await expect(page).toHaveURL(/\/delivery\/basket$/);
    const fee = await page
      .getByRole("term")
      .filter({ hasText: /^Delivery$/ })
      .locator("xpath=following-sibling::dd")
      .innerText();
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: /^Free Delivery$/ })
        .locator("xpath=following-sibling::dd"),
    ).toHaveText(`-${fee}`);
    await expectAccessible(page, javaScript);
  });
});
