import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, freshAccount, test } from "./fixtures";
import { checkOut, chooseSoho, continueAsGuest, memberBasket, quickAdd } from "./journeys";

// The in-app layout (spec 1 §6, spec 2 §2): a Back button at the top of the journey's pages, no
// hero back or hero image, no Log out. Whole journeys with an axe scan per page: longer tests.
test.describe.configure({ timeout: 120_000 });
// The app's web view is a phone.
test.use({ viewport: { width: 375, height: 800 } });

const KIDS_BUNDLE = `/collection/menu/1001/bundle/${encodeURIComponent("Kids Pizza, Dough Balls & Drink")}`;

/** Every link whose name starts with "Back". */
const backLinks = (page: Page) => page.getByRole("link", { name: /^Back\b/ });

/**
 * The page shows the in-app Back (visibly "Back", named for where it leads) and no Log out, it
 * leads to `href`, and the page passes axe at 375 px (unless `scan` is false: a page scanned
 * already); then the Back is followed.
 */
async function followBack(page: Page, javaScript: boolean, name: string, href: string | RegExp, scan = true) {
  // One link of that name: the page's own plain back link gives way to the button.
  const back = page.getByRole("link", { name, exact: true });
  await expect(back).toHaveCount(1);
  await expect(back.getByText("Back", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  if (scan) await expectNoAxeViolations(page, javaScript);
  await back.click();
  await expect(page).toHaveURL(href);
}

async function enterInApp(page: Page) {
  await page.goto("/collection?q=W1D%203QU&inApp=true");
  await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
}

const ARIA = { firstName: "Aria", lastName: "App", email: "aria@example.com", mobile: "07700 900777" };

/** The picture drawn behind the hero's words (its generated content's background), or "none". */
const heroPicture = (page: Page) =>
  page.locator("section[aria-labelledby=hero-title]").evaluate((hero) => getComputedStyle(hero, "::before").backgroundImage);

test.describe("in-app layout", () => {
  test("a guest's menu, customise, bundle and basket pages each have a Back button one step back", async ({ page, javaScript }) => {
    await enterInApp(page);
    // The search page: no hero back, no hero picture (the app frames the page).
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveCount(0);
    expect(await heroPicture(page)).toBe("none");
    await expectNoAxeViolations(page, javaScript);
    await chooseSoho(page);

    // Menu → restaurant selection, with the search kept.
    await followBack(page, javaScript, "Back to restaurants", /\/collection\?q=W1D(%20|\+)3QU$/);
    await chooseSoho(page);

    // Customise → the menu; the page's own 'Back to menu' link gives way to the Back button.
    await page.goto("/collection/menu/1001/customise/margherita");
    await followBack(page, javaScript, "Back to menu", /\/collection\/menu\/1001$/);
    await page.goto("/collection/menu/1001/customise/margherita");
    await page.getByRole("button", { name: /^Add to basket - £/ }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\?added=margherita$/);

    // Bundle → the menu.
    await page.goto(KIDS_BUNDLE);
    await expect(page.getByRole("heading", { level: 1, name: "Kids Pizza, Dough Balls & Drink" })).toBeVisible();
    await followBack(page, javaScript, "Back to menu", /\/collection\/menu\/1001$/);

    // Basket → the menu; editing a basket line → the basket.
    await page.goto("/collection/basket");
    await followBack(page, javaScript, "Back to menu", /\/collection\/menu\/1001$/);
    await page.goto("/collection/basket");
    await page.getByRole("link", { name: "Edit Margherita" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\/customise\/margherita\?customId=/);
    await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/, false);
  });

  test("a guest's checkout pages each have a Back button one step back", async ({ page, javaScript }) => {
    await chooseSoho(page, { inApp: true });
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");

    // The sign-in steps → the basket.
    await checkOut(page, { mainsOnly: true });
    await expect(page).toHaveURL(/\/collection\/checkout\/login$/);
    await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/);
    for (const step of ["join/true", "forgottenPassword"]) {
      await page.goto(`/collection/checkout/${step}`);
      await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/);
    }

    // Checkout details (a guest) → the basket.
    await page.goto("/collection/checkout/login");
    await continueAsGuest(page, ARIA);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/);

    // Payment → checkout details.
    await page.goto("/collection/checkout/details");
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await followBack(page, javaScript, "Back to checkout details", /\/collection\/checkout\/details$/);
  });

  test("the two-factor and mobile verification steps go back to the basket", async ({ page, javaScript }) => {
    const twoFactor = await freshAccount(page, { firstName: "Tova", twoFactor: true });
    await chooseSoho(page, { inApp: true });
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/checkout/login");
    const login = page.getByRole("region", { name: "I have an account" });
    await login.getByLabel("Email address").fill(twoFactor.email);
    await login.getByLabel("Password").fill(twoFactor.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
    await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/);

    // A customer without a mobile number is asked to verify one before paying.
    const noMobile = await freshAccount(page, { firstName: "Nora", mobile: false });
    expect(
      (await page.request.post("/api/customer/login", { data: { email: noMobile.email, password: noMobile.password } })).status(),
    ).toBe(200);
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");
    await checkOut(page, { mainsOnly: true });
    await expect(page.getByRole("heading", { level: 1, name: "Verify your mobile number" })).toBeVisible();
    await followBack(page, javaScript, "Back to basket", /\/collection\/basket$/);
  });

  test("a club member's details go back to the reward screen, and there is no Log out", async ({ page, javaScript }) => {
    await memberBasket(page, { firstName: "Appy", tier: "gold", items: ["margherita"], inApp: true });
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);

    await page.goto("/collection/checkout/updateDetails");
    await followBack(page, javaScript, "Back to checkout details", /\/collection\/checkout\/details$/);
    await followBack(page, javaScript, "Back to rewards", /\/collection\/loyalty$/);
    await expect(page.getByRole("heading", { level: 1, name: "Applying rewards & Offers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  });

  test("outside the app there is no Back button: the pages keep their own back links", async ({ page }) => {
    await page.goto("/collection?q=W1D%203QU");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toBeVisible();
    expect(await heroPicture(page)).toContain("/images/hero/collection.svg");
    await chooseSoho(page);
    const own: [string, string | null][] = [
      ["/collection/menu/1001", "Back to restaurants"],
      ["/collection/menu/1001/customise/margherita", "Back to menu"],
      [KIDS_BUNDLE, "Back to menu"],
    ];
    await quickAdd(page, ["margherita"]);
    own.push(["/collection/basket", "Back to menu"], ["/collection/checkout/login", null]);
    for (const [path, name] of own) {
      await page.goto(path);
      await expect(page.getByText("Back", { exact: true })).toHaveCount(0);
      if (name) await expect(backLinks(page)).toHaveText([name]);
      else await expect(backLinks(page)).toHaveCount(0);
    }
    await continueAsGuest(page, ARIA);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await expect(page.getByText("Back", { exact: true })).toHaveCount(0);
    await expect(backLinks(page)).toHaveText(["Back to basket"]);
  });
});

const MESSAGES = ["Stretching the dough…", "Spreading the tomato sauce…"];

test.describe("in-app, while a step is pending", () => {
  test("@js-only a slow page shows rotating messages, announced once", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-20T12:30:00Z") });
    await chooseSoho(page, { inApp: true });
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await page.clock.pauseAt(new Date("2026-11-20T12:31:00Z"));

    // The menu's data waits until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/collection\/menu\/1001\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const announced = page.getByRole("status").filter({ hasText: MESSAGES[0]! });
    await page.getByRole("link", { name: "Back to menu" }).click();
    // Waiting: the banner is on the page, still hidden (a quick step shows nothing).
    const banner = page.getByText(MESSAGES[0]!, { exact: true });
    await expect(banner).toBeAttached();
    await expect(banner).toBeHidden();
    await expect(announced).toHaveCount(0);

    await page.clock.runFor(500);
    await expect(announced).toHaveText(MESSAGES[0]!);
    // The status region (for screen readers) and the banner (aria-hidden) say it.
    await expect(banner).toHaveCount(2);
    await expect(banner.last()).toBeVisible();

    // Three seconds on, a new line shows; the announcement stays the first one.
    await page.clock.runFor(3000);
    await expect(page.getByText(MESSAGES[1]!, { exact: true })).toBeVisible();
    await expect(announced).toHaveText(MESSAGES[0]!);
    await expect(page.getByRole("status").filter({ hasText: MESSAGES[1]! })).toHaveCount(0);

    release();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await expect(page.getByText(MESSAGES[1]!, { exact: true })).toHaveCount(0);
    await expect(announced).toHaveCount(0);
  });

  test("@js-only the payment page's Back is disabled while the card is being sent", async ({ page }) => {
    await chooseSoho(page, { inApp: true });
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/checkout/login");
    await continueAsGuest(page, ARIA);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();

    // The payment waits until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/collection\/payment\.data/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const back = page.getByRole("link", { name: "Back to checkout details" });
    await expect(back).toHaveAttribute("href", "/collection/checkout/details");
    await page.getByLabel("Name on card").fill("A App");
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/29");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page.getByRole("button", { name: "Paying…" })).toBeVisible();
    await expect(back).toHaveAttribute("aria-disabled", "true");
    await expect(back).not.toHaveAttribute("href");
    await expectNoAxeViolations(page, true);

    release();
    await expect(page).toHaveURL(/\/collection\/order\/confirmation\?ord=/);
  });
});
