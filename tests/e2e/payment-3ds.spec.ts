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
    // With JavaScript, focus is in the dialog, on its heading, as in every dialog of the site.
    if (javaScript) await expect(page.getByRole("heading", { name: "Confirm with your bank" })).toBeFocused();
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
    // With JavaScript the dialog closes and gives focus back to what opened it.
    if (javaScript) await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeFocused();
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

  // Each test card ends in the app as in a browser, the bank's page always inside the web view.
  for (const { card, answer, ends } of [
    { card: "4000 0027 6000 3184", answer: "Complete authentication", ends: "paid" },
    { card: "4000 0000 0000 3220", answer: "Fail authentication", ends: declined("Authentication failed") },
    { card: "4000 0082 6000 3178", answer: "Complete authentication", ends: declined("Insufficient Funds") },
  ] as const) {
    test(`in the app, ${card}'s bank page opens inside the web view and comes back to the payment's end`, async ({ page, javaScript }) => {
      const app = await fakeApp(page);
      await atPayment(page, { inApp: true });
      await payWith(page, card);
      const bank = await atBank(page, javaScript);
      await bank.getByRole("button", { name: answer }).click();
      if (ends === "paid") {
        await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/collection\/payment$/);
        await expect(page.getByText(ends)).toBeVisible();
        await expect(page.getByRole("button", { name: "Pay £10.95" })).toBeVisible();
      }
      // Never handed to the app as a page outside, which would have no way back.
      expect(app.of("EXTERNAL_LINKS")).toEqual([]);
    });
  }

  test("ten payments of one basket at once answer one challenge, and give one order and one charge", async ({
    page,
    context,
    javaScript,
  }) => {
    await atPayment(page);
    // Ten tabs of the one checkout, each with its own payment key, paying together.
    const tabs = [page, ...(await Promise.all(Array.from({ length: 9 }, () => context.newPage())))];
    await Promise.all(tabs.slice(1).map((tab) => tab.goto("/collection/payment")));
    const keys = await Promise.all(tabs.map((tab) => tab.locator('input[name="idempotencyKey"]').inputValue()));
    expect(new Set(keys).size).toBe(10);
    for (const tab of tabs) {
      await tab.getByLabel("Name on card").fill("G Guest");
      await tab.getByLabel("Card number").fill("4000 0027 6000 3184");
      await tab.getByLabel("Expiry date (MM/YY)").fill("12/29");
      await tab.getByLabel("Security code").fill("123");
    }
    await Promise.all(tabs.map((tab) => tab.getByRole("button", { name: "Pay £10.95" }).click()));
    // Every tab is at the bank's one challenge.
    const banks = await Promise.all(tabs.map((tab) => atBank(tab, javaScript)));
    const challenges = await Promise.all(
      tabs.map(async (tab) =>
        javaScript ? await tab.getByRole("dialog", { name: "Confirm with your bank" }).locator("iframe").getAttribute("src") : tab.url(),
      ),
    );
    expect(new Set(challenges).size).toBe(1);
    // The customer answers it in one tab, then in each of the others: each comes to the same order.
    const orders: (string | null)[] = [];
    for (const [i, tab] of tabs.entries()) {
      // The tab in front, as the customer's would be: a tab behind others runs no animation frames.
      await tab.bringToFront();
      await banks[i]!.getByRole("button", { name: "Complete authentication" }).click();
      await expect(tab.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
      orders.push(new URL(tab.url()).searchParams.get("ord"));
      // Closed once seen: each confirmation holds a connection open for the order's news, and a
      // browser opens only six at a time to one site.
      if (tab !== page) await tab.close();
    }
    expect(new Set(orders).size).toBe(1);
    // The gateway's ledger: one charge for all ten keys.
    const ledger = (await (await page.request.get(`${new URL(challenges[0]!).origin}/ledger`)).json()) as {
      charges: { idempotencyKey: string }[];
    };
    expect(ledger.charges.filter((c) => keys.includes(c.idempotencyKey))).toHaveLength(1);
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
    await expectNoAxeViolations(page, javaScript);
  });
});
