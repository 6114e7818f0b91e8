// Closing the app: the close button (after the app's update event), the close-iframe confirmation,
// 'Save basket' holding the basket for an hour and 'Start over'. These run on the test server whose
// clock may be moved forward (CLOCK_BASE), so the hour can pass.
import type { Page } from "@playwright/test";
import { CLOCK_BASE, expect, expectNoAxeViolations, test } from "./fixtures";
import { fakeApp } from "./fake-app";
import { chooseSoho, quickAdd } from "./journeys";

test.describe.configure({ timeout: 60_000 });

async function inAppBasket(page: Page, base = CLOCK_BASE) {
  await chooseSoho(page, { inApp: true, base });
  await quickAdd(page, ["margherita", "garlic-bread"], base);
  await page.goto(`${base}/collection/basket`);
  await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
}

const basketState = async (page: Page) =>
  (await (await page.request.get(`${CLOCK_BASE}/api/application/getCustomerState`)).json()).basket.basket as {
    numberOfItems: number;
    expiredBasket: boolean;
  };

const moveClock = async (page: Page, minutes: number) =>
  expect((await page.request.post(`${CLOCK_BASE}/dev/clock?minutes=${minutes}`)).status()).toBe(200);

test.describe("closing the app", () => {
  test("@js-only close → Save basket ends with CLOSE_OOP; the basket is there within the hour and expired after it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await fakeApp(page);
    await inAppBasket(page);
    await app.ready();
    // No close button until the app says so.
    await expect(page.getByRole("link", { name: "Close" })).toHaveCount(0);
    await app.send("UPDATE", { showCloseButton: true });
    await page.getByRole("link", { name: "Close" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leaving your order?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, true);
    await dialog.getByRole("button", { name: "Save basket" }).click();
    await app.expectMessage("CLOSE_OOP", { basketSaved: true });
    expect(app.types()).not.toContain("CLEAR_BASKET");

    // The customer opens the app again 59 minutes later: the basket is still there.
    await moveClock(page, 59);
    await page.goto(`${CLOCK_BASE}/collection/basket`);
    await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
    expect(await basketState(page)).toMatchObject({ numberOfItems: 2, expiredBasket: false });

    // Past the hour it has expired: emptied, and flagged for the app.
    await moveClock(page, 2);
    expect(await basketState(page)).toMatchObject({ numberOfItems: 0, expiredBasket: true });
    await page.goto(`${CLOCK_BASE}/collection/basket`);
    await expect(page).toHaveURL(/\/collection$/);
    await app.expectMessage("CLEAR_BASKET");
  });

  test("@js-only close → Start over empties the basket (CLEAR_BASKET) and goes to the start; an empty basket closes at once", async ({
    page,
  }) => {
    const app = await fakeApp(page);
    await inAppBasket(page);
    await app.ready();
    await app.send("UPDATE");
    await page.getByRole("link", { name: "Close" }).click();
    await page.getByRole("alertdialog", { name: "Leaving your order?" }).getByRole("button", { name: "Start over" }).click();
    await app.expectMessage("CLOSE_OOP", { basketSaved: false });
    await app.expectMessage("CLEAR_BASKET");
    const clearedAt = app.types().indexOf("CLEAR_BASKET");
    expect(clearedAt).toBeLessThan(app.types().indexOf("CLOSE_OOP"));
    await expect(page).toHaveURL(`${CLOCK_BASE}/`);
    expect(await basketState(page)).toMatchObject({ numberOfItems: 0 });

    // Nothing to keep: the close button closes without asking.
    const closes = app.of("CLOSE_OOP").length;
    await app.send("UPDATE");
    await page.getByRole("link", { name: "Close" }).click();
    await expect.poll(() => app.of("CLOSE_OOP").length).toBe(closes + 1);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("the close confirmation is a state of the page the server renders, and Save basket works as a plain form", async ({
    page,
    javaScript,
  }) => {
    // On the server whose clock stands still: the hold must not run out under another test.
    await inAppBasket(page, "");
    await page.goto("/collection/basket?close=1");
    const dialog = page.getByRole("alertdialog", { name: "Leaving your order?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Save your basket and we’ll keep it for an hour, or start over with an empty basket.")).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
    if (javaScript) return;
    await dialog.getByRole("button", { name: "Save basket" }).click();
    await expect(page).toHaveURL(/\/collection\/basket$/);
    const held = (await (await page.request.get("/api/application/getCustomerState")).json()).basket.basket;
    expect(held.heldUntil).not.toBeNull();
  });
});
