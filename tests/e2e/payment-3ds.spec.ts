// 3-D Secure: a card whose bank asks the customer first. The payment page sends them to the bank's
// page (the sandbox gateway, on an origin of its own), which sends them back to our return address;
// the payment is then finished: the confirmation, or the decline with the basket kept.
import type { FrameLocator, Page } from "@playwright/test";
import { checkOut, chooseSoho, collectionBasket, continueAsGuest, payWith, quickAdd } from "./journeys";
import { fakeApp } from "./fake-app";
import { CLOCK_BASE, expectNoAxeViolations, expect, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

async function atPayment(page: Page, opts: { inApp?: boolean; base?: string } = {}) {
  if (opts.base) {
    await chooseSoho(page, { base: opts.base });
    await quickAdd(page, ["margherita"], opts.base);
    await page.goto(`${opts.base}/collection/basket`);
  } else if (opts.inApp) {
    await chooseSoho(page, { inApp: true });
    await quickAdd(page, ["margherita"]);
    await page.goto("/collection/basket");
  } else await collectionBasket(page, "margherita");
  await checkOut(page, { mainsOnly: true });
  await continueAsGuest(page);
  await page.getByLabel("Collection time").selectOption({ index: 4 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeVisible();
}

/**
 * The bank's page, on its own origin, naming the amount and the shop: the whole window without
 * JavaScript, a dialog's frame on the payment page with it.
 */
async function atBank(page: Page, javaScript: boolean) {
  let bank: Page | FrameLocator = page;
  if (javaScript) {
    const dialog = page.getByRole("dialog", { name: "Confirm with your bank" });
    await expect(dialog).toBeVisible();
    // In the app the dialog is a sheet that slides up: a tap in its frame before it has settled
    // lands where the button no longer is.
    await expect.poll(() => dialog.evaluate((d) => d.getAnimations().length)).toBe(0);
    await expect(page).toHaveURL(/\/collection\/payment$/);
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("title", "Your bank's check");
    expect(new URL((await frame.getAttribute("src"))!).hostname).toBe("127.0.0.1");
    bank = frame.contentFrame();
  } else expect(new URL(page.url()).hostname).toBe("127.0.0.1");
  await expect(bank.getByRole("heading", { level: 1, name: "Confirm your payment" })).toBeVisible();
  await expect(bank.getByText(/£10\.95 to Crustello/)).toBeVisible();
  return bank;
}

const declined = (reason: string) =>
  `Your payment was declined (${reason}). Nothing has been charged: please check your card details or use another card.`;

test.describe("3-D Secure", () => {
  test("the bank asks first; once the customer completes it, the order is placed", async ({ page, javaScript }) => {
    await atPayment(page);
    await payWith(page, "4000 0027 6000 3184");
    const bank = await atBank(page, javaScript);
    await expectNoAxeViolations(page, javaScript);
    await bank.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
    await expect(page).toHaveURL(/\/collection\/order\/confirmation\?ord=/);
  });

  test("a failed authentication is a decline: the basket is kept and another card pays", async ({ page, javaScript }) => {
    await atPayment(page);
    await payWith(page, "4000 0000 0000 3220");
    const bank = await atBank(page, javaScript);
    await bank.getByRole("button", { name: "Fail authentication" }).click();
    await expect(page).toHaveURL(/\/collection\/payment$/);
    await expect(page.getByText(declined("Authentication failed"))).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeVisible();
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
  });

  test("a card declined after its authentication says why, and nothing is charged", async ({ page, javaScript }) => {
    await atPayment(page);
    await payWith(page, "4000 0082 6000 3178");
    const bank = await atBank(page, javaScript);
    await bank.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page.getByText(declined("Insufficient Funds"))).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeVisible();
  });

  test("a frictionless card pays at once, without the bank's page", async ({ page }) => {
    await atPayment(page);
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
  });

  test("in the app, the bank's page opens inside the web view and comes back to the confirmation", async ({ page, javaScript }) => {
    const app = await fakeApp(page);
    await atPayment(page, { inApp: true });
    await payWith(page, "4000 0027 6000 3184");
    const bank = await atBank(page, javaScript);
    await bank.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
    // Never handed to the app as a page outside, which would have no way back.
    expect(app.of("EXTERNAL_LINKS")).toEqual([]);
  });

  test("a challenge left unanswered for 15 minutes ends, and the basket pays with another card", async ({ page, javaScript }) => {
    await atPayment(page, { base: CLOCK_BASE });
    await payWith(page, "4000 0027 6000 3184");
    await atBank(page, javaScript);
    const bankPage = javaScript
      ? await page.getByRole("dialog", { name: "Confirm with your bank" }).locator("iframe").getAttribute("src")
      : page.url();
    // The customer walks away; a quarter of an hour later they try again.
    expect((await page.request.post(`${CLOCK_BASE}/dev/clock?minutes=16`)).status()).toBe(200);
    await page.goto(`${CLOCK_BASE}/collection/payment`);
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
    // The bank's page of the abandoned challenge now says it has expired.
    await page.goto(bankPage!);
    await expect(page.getByRole("heading", { level: 1, name: "This authentication has expired." })).toBeVisible();
  });
});
