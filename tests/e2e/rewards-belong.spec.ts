import type { Page } from "@playwright/test";
import { expectAccessible, expect, freshAccount, test } from "./fixtures";
import { checkOut, logIn, memberBasket, rewardCard } from "./journeys";

// A journey with an axe scan at two widths: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

const REMOVED =
  "Your club rewards were removed from this basket because the account signed in has changed. Sign in to the account they belong to and add them again.";

/** The basket's total, as its summary lists it. */
const total = (page: Page) => page.locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd[1]");

test.describe("rewards belong to their member", () => {
  test("a member's saved reward is taken off when another customer signs in on the same browser", async ({ page, javaScript }) => {
    // The other customer's account first: making it signs out, which empties the basket.
    const other = await freshAccount(page, { firstName: "Otto" });
    await memberBasket(page, { firstName: "Goldie", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    await checkOut(page, { mainsOnly: true });
    const pick = rewardCard(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" });
    await pick.click();
    await expect(pick).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Save rewards" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(page.getByText("1 Reward(s) added")).toBeVisible();
    // £10.95 + £12.95, less the free Margherita.
    await expect(total(page)).toHaveText("£12.95");

    // The member's session ends (it expired, or the cookie went) and someone else signs in here.
    await page.context().clearCookies({ name: "CUSTOMER_SESSION" });
    await logIn(page, other);
    await expect(page.getByRole("status").filter({ hasText: REMOVED })).toBeVisible();
    await expect(page.getByText("1 Reward(s) added")).toHaveCount(0);
    await expect(total(page)).toHaveText("£23.90");
    await expectAccessible(page, javaScript);

    // Said once: the next look at the basket has no notice, and still the full price.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await expect(page.getByText(REMOVED)).toHaveCount(0);
    await expect(total(page)).toHaveText("£23.90");
  });
});
