// The club's presentation (spec 2 §4 Reward selection, §8 Rewards, §9; docs/decisions/018): the
// reward carousel (time moved with Playwright's clock), and the same cards as a list without
// JavaScript.
import type { Page } from "@playwright/test";
import { CLOCK_BASE, expect, expectNoAxeViolations, test } from "./fixtures";
import { chooseSoho, memberBasket, rewardCard } from "./journeys";

test.describe.configure({ timeout: 90_000 });

const START = new Date("2026-11-20T12:30:00Z");
const carousel = (page: Page) => page.getByRole("region", { name: "Your rewards" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: new RegExp(`^${n} of \\d+$`) });

/** Nothing of the customer's on the carousel: no pointer over it, no focus in it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("the reward carousel", () => {
  test("moves on every 3 seconds, stops with Pause and goes on with Play @js-only", async ({ page }) => {
    await memberBasket(page, { firstName: "Carla", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    await page.setViewportSize({ width: 400, height: 3000 });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
    await page.goto("/collection/loyalty");
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slide(page, 1)).toHaveAttribute("aria-roledescription", "slide");
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 2)).not.toBeInViewport();

    await page.clock.runFor(3000);
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 1)).not.toBeInViewport();

    await carousel(page).getByRole("button", { name: "Pause rewards" }).click();
    await expect(carousel(page).getByRole("button", { name: "Play rewards" })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(9000);
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });

    await carousel(page).getByRole("button", { name: "Play rewards" }).click();
    await leaveCarousel(page);
    await page.clock.runFor(3000);
    await expect(slide(page, 3)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 2)).not.toBeInViewport();

    // Previous and next move one card either way.
    await carousel(page).getByRole("button", { name: "Previous reward" }).click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });

    // axe waits on timers of its own: time runs again, the carousel paused.
    await carousel(page).getByRole("button", { name: "Pause rewards" }).click();
    await page.clock.resume();
    await expectNoAxeViolations(page, true);
  });

  test("stays put for a customer who prefers reduced motion, and shows the next card once a card's picks are made @js-only", async ({
    page,
  }) => {
    await memberBasket(page, { firstName: "Remy", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    await page.setViewportSize({ width: 400, height: 3000 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
    await page.goto("/collection/loyalty");
    await expect(carousel(page).getByRole("button", { name: "Play rewards" })).toBeVisible();
    await page.clock.runFor(9000);
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });

    const free = rewardCard(page, "Free Margherita");
    const label = (await free.getAttribute("aria-label")) ?? "";
    const [at = 0, of = 0] = label.split(" of ").map(Number);
    expect(at).toBeLessThan(of);
    await free.getByRole("button", { name: "Margherita for Free Margherita" }).click();
    await expect(free.getByRole("button", { name: "Margherita for Free Margherita" })).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(400);
    await expect(slide(page, at + 1)).toBeInViewport({ ratio: 0.9 });
    await page.clock.resume();
    await expectNoAxeViolations(page, true);
  });

  test("reads as a carousel of slides with JavaScript and as a plain list without", async ({ page, javaScript }) => {
    await memberBasket(page, { firstName: "Lise", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    await page.goto("/collection/loyalty");
    if (javaScript) {
      await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
      await expect(
        carousel(page)
          .getByRole("group", { name: /^\d+ of \d+$/ })
          .first(),
      ).toBeVisible();
    } else {
      const list = page.getByRole("list", { name: "Your rewards" });
      await expect(list).toBeVisible();
      await expect(
        list.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Free Margherita" }) }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: /rewards$/ }).filter({ hasText: /^(Pause|Play)/ })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Your rewards" })).toHaveCount(0);
    }
    await expectNoAxeViolations(page, javaScript);
  });
});

test.describe("reward detail", () => {
  test("a reward's detail and terms open from its card as a dialog, usable from the keyboard, and close back to it", async ({
    page,
    javaScript,
  }) => {
    await memberBasket(page, { firstName: "Dana", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    await page.goto("/collection/loyalty");
    const card = rewardCard(page, "Free Margherita");
    const trigger = card.getByRole(javaScript ? "button" : "link", { name: "Details and terms of Free Margherita" });
    const dialog = page.getByRole("dialog", { name: "Free Margherita" });
    if (javaScript) {
      await trigger.focus();
      await page.keyboard.press("Enter");
    } else {
      await trigger.click();
      await expect(page).toHaveURL(/\/collection\/loyalty\?reward=\d+$/);
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3, name: "Terms and conditions" })).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: "Free Margherita" })).toBeFocused();
    await expectNoAxeViolations(page, javaScript);
    if (javaScript) {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
    } else {
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/collection\/loyalty$/);
    }
  });

  test("on a small screen the detail is a bottom sheet", async ({ page, javaScript }) => {
    await memberBasket(page, { firstName: "Suki", tier: "gold", items: ["margherita"] });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/collection/loyalty");
    await rewardCard(page, "Free Margherita")
      .getByRole(javaScript ? "button" : "link", { name: "Details and terms of Free Margherita" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Free Margherita" });
    await expect(dialog).toBeVisible();
    // A sheet runs along the bottom edge, the full width of the screen.
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(375);
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.y + (await dialog.boundingBox())!.height)).toBe(740);
    await expectNoAxeViolations(page, javaScript);
  });
});

test.describe("the club's login banner", () => {
  test("invites a guest on the menu to log in to claim club rewards or to join", async ({ page, javaScript }) => {
    await chooseSoho(page);
    const main = page.getByRole("main");
    await expect(main.getByText("to claim your club rewards, or")).toBeVisible();
    await expect(main.getByRole("link", { name: "join the club" })).toHaveAttribute("href", "/collection/checkout/join/true");
    await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/collection/checkout/login?redirectTo=${encodeURIComponent("/collection/menu/1001")}`,
    );
    await expectNoAxeViolations(page, javaScript);
  });
});

test.describe("the reward comparison page", () => {
  test("with its flag on, shows sample or API rewards for the chosen tier as cards", async ({ page, javaScript }) => {
    await page.goto(`${CLOCK_BASE}/test/comparerewards`);
    await expect(page.getByRole("heading", { level: 1, name: "Compare rewards" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Sample data" })).toBeChecked();
    await expect(page.getByLabel("Tier")).toHaveValue("gold");
    const cards = page.getByRole("list", { name: "Reward cards" });
    await expect(cards.getByRole("heading", { level: 3, name: "Free Pizza" })).toBeVisible();
    await expect(cards.getByRole("listitem").filter({ hasText: "Refer a Friend" })).toContainText("Pick up to 2 below");
    await expectNoAxeViolations(page, javaScript);

    await page.getByLabel("Tier").selectOption("bronze");
    await page.getByRole("button", { name: "Show rewards" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Sample data: Bronze rewards" })).toBeVisible();
    await expect(cards.getByRole("listitem").filter({ hasText: "Free Pizza" })).toContainText("Reach GOLD to unlock");

    await page.getByRole("radio", { name: "API data" }).check();
    await page.getByLabel("Tier").selectOption("signup");
    await page.getByRole("button", { name: "Show rewards" }).click();
    await expect(page).toHaveURL(/source=api&tier=signup/);
    await expect(page.getByRole("heading", { level: 2, name: "API data: Club Member rewards" })).toBeVisible();
    await expect(cards.getByRole("heading", { level: 3, name: "Free Dough Balls" })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
  });

  test("is not there with its flag off", async ({ page }) => {
    const response = await page.goto("/test/comparerewards");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Compare rewards" })).toHaveCount(0);
  });
});

test.describe("stacked offers", () => {
  test("a club member's basket stacks the rewards usable here, and says which are added", async ({ page, javaScript }) => {
    await memberBasket(page, { firstName: "Stacy", tier: "gold", items: ["margherita", "pepperoni-classic"] });
    const stacked = page.getByRole("region", { name: "Rewards & Offers" });
    const free = stacked.getByRole("listitem").filter({ hasText: "Free Margherita" });
    await expect(free).toContainText("Pick 1 below");
    await expect(stacked.getByRole("listitem").filter({ hasText: "Two Free Dips" })).toContainText("Pick 2 below");
    await expectNoAxeViolations(page, javaScript);

    await stacked.getByRole("link", { name: "Apply rewards & offers" }).click();
    await expect(page).toHaveURL(/\/collection\/loyalty$/);
    await rewardCard(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" }).click();
    await expect(rewardCard(page, "Free Margherita").getByRole("button", { name: "Margherita for Free Margherita" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Save rewards" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    await expect(free).toContainText("Added to your basket");
  });
});
