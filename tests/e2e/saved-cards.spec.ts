// Saved cards: a signed-in customer ticks 'Save this card'; the next order offers 'Pay with Visa
// ending 1111', asking only the security code; 'Use another card' shows the card form; 'Remove'
// forgets the card (here and at the gateway).
import type { Page } from "@playwright/test";
import { checkOut, chooseSoho, continueAsGuest, logIn, payWith, quickAdd } from "./journeys";
import { expectNoAxeViolations, expect, freshAccount, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** A Margherita from London Soho, through checkout to the payment page. */
async function toPayment(page: Page) {
  await quickAdd(page, ["margherita"]);
  await page.goto("/collection/basket");
  await checkOut(page, { mainsOnly: true });
  await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
  await page.getByLabel("Collection time").selectOption({ index: 4 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

const thanks = (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam!" })).toBeVisible();

test.describe("saved cards", () => {
  test("a card saved once pays the next order with its security code; Remove forgets it", async ({ page, javaScript }) => {
    const account = await freshAccount(page, { firstName: "Sam" });
    await chooseSoho(page);
    await logIn(page, account);
    await toPayment(page);
    await page.getByRole("checkbox", { name: "Save this card" }).check();
    await payWith(page, "4111 1111 1111 1111");
    await thanks(page);

    // The next order: the saved card first, one field and one button.
    await toPayment(page);
    const saved = page.getByRole("form", { name: "Visa ending 1111" });
    await expect(saved.getByText("Expires 12/29")).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await expectNoAxeViolations(page, javaScript);
    await saved.getByRole("button", { name: "Pay with Visa ending 1111" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await expect(saved.getByText("Enter the 3-digit security code")).toBeVisible();
    await saved.getByLabel("Security code").fill("123");
    await saved.getByRole("button", { name: "Pay with Visa ending 1111" }).click();
    await thanks(page);

    // Another card instead, then back; and the card removed.
    await toPayment(page);
    await page.getByRole("link", { name: "Use another card" }).click();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Save this card" })).not.toBeChecked();
    await page.getByRole("link", { name: "Use a saved card" }).click();
    await page.getByRole("button", { name: "Remove Visa ending 1111" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Visa ending 1111 has been removed." })).toBeVisible();
    await expect(page.getByRole("button", { name: /Pay with Visa/ })).toHaveCount(0);
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
    expect((await (await page.request.get("/api/customer/savedCards")).json()).cards).toEqual([]);
  });

  test("a guest is not offered to save a card", async ({ page }) => {
    await chooseSoho(page);
    await toPaymentAsGuest(page);
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Save this card" })).toHaveCount(0);
  });
});

async function toPaymentAsGuest(page: Page) {
  await quickAdd(page, ["margherita"]);
  await page.goto("/collection/basket");
  await checkOut(page, { mainsOnly: true });
  await continueAsGuest(page);
  await page.getByLabel("Collection time").selectOption({ index: 4 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}
