// Modal dialogs with JavaScript on and off (docs/decisions/009-bottom-sheets.md): a dialog the
// server renders open is the first thing on the page, takes focus, and the page behind it (site
// header and footer too) is inert; with JavaScript closing one gives focus back to its opener.
// Refused forms: the error summary takes focus and links to each field. The confirmation's status
// is refreshed on request, never by a timed reload.
import type { Locator, Page } from "@playwright/test";
import { accessibleNodes, CLOCK_BASE, expect, expectNoAxeViolations, test } from "./fixtures";
import { chooseSoho, continueAsGuest, payWith, quickAdd } from "./journeys";

test.describe.configure({ timeout: 60_000 });

const MENU = "/collection/menu/1001";

async function openMenu(page: Page) {
  await page.goto("/collection?q=W1D%203QU");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
}

/** Where focus is: inside the open dialog, on the skip link, nowhere, or somewhere behind. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "none";
    if (el.closest("dialog[open]")) return "dialog";
    if (el.textContent?.trim() === "Skip to main content") return "skip link";
    return `behind: ${el.outerHTML.slice(0, 80)}`;
  });

/** Tabs `times` times, noting where focus goes each time. */
async function tabAround(page: Page, times: number) {
  const places: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press("Tab");
    places.push(await focusPlace(page));
  }
  return places;
}

test.describe("a dialog the server renders open", () => {
  for (const [what, query, name, firstControl] of [
    ["the diet filter", "?filter=open", "FILTER BY DIET", { role: "checkbox", name: "Gluten-Free" }],
    ["the item information", "?info=margherita", "Margherita", { role: "link", name: "Close" }],
  ] as const) {
    test(`${what}: focus is on it as the page loads, its first control within 3 Tabs, and the page behind is inert`, async ({
      page,
      javaScript,
    }) => {
      await openMenu(page);
      await page.goto(`${MENU}${query}`);
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog.getByRole("heading", { name })).toBeFocused();
      let tabs = 0;
      const first = dialog.getByRole(firstControl.role, { name: firstControl.name, exact: true });
      while (!(await first.evaluate((el) => el === document.activeElement)) && tabs < 3) {
        await page.keyboard.press("Tab");
        tabs++;
      }
      await expect(first).toBeFocused();
      // Round and round: never onto anything behind the dialog.
      const places = await tabAround(page, 40);
      expect(places.filter((p) => p.startsWith("behind"))).toEqual([]);
      expect(places).toContain("dialog");
      // Nothing behind it is given to assistive technology.
      const tree = await accessibleNodes(page);
      expect(tree).toContainEqual({ role: "dialog", name });
      expect(tree).not.toContainEqual({ role: "heading", name: "Crustello London Soho" });
      expect(tree.filter((n) => n.role === "link" && n.name === "Back to restaurants")).toEqual([]);
      expect(tree.filter((n) => n.role === "contentinfo" || n.role === "banner")).toEqual([]);
      if (!javaScript) {
        // No script: the attribute does it.
        expect(await page.locator("main [inert], header[inert], footer[inert]").count()).toBeGreaterThanOrEqual(3);
      }
      await expectNoAxeViolations(page, javaScript);
    });
  }

  test("closed, the page is whole again", async ({ page }) => {
    await openMenu(page);
    await page.goto(`${MENU}?filter=open`);
    await page.getByRole("dialog", { name: "FILTER BY DIET" }).getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("[inert]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to restaurants" })).toBeVisible();
  });
});

test.describe("closing a dialog with JavaScript", () => {
  test("the diet filter gives focus back to 'FILTER BY DIET' whichever way it closes @js-only", async ({ page }) => {
    await openMenu(page);
    const opener = page.getByRole("link", { name: /FILTER BY DIET/ });
    const dialog = page.getByRole("dialog", { name: "FILTER BY DIET" });

    await opener.click();
    await expect(dialog.getByRole("heading", { name: "FILTER BY DIET" })).toBeFocused();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(dialog.getByRole("heading", { name: "FILTER BY DIET" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await dialog.getByRole("checkbox", { name: "Vegan" }).check();
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "FILTER BY DIET (1 on)" })).toBeFocused();
  });
});

/**
 * The summary has focus and links to each of `fields` in turn, with the message each field is
 * described by; each link takes focus to its field.
 */
async function expectSummary(page: Page, fields: Locator[]) {
  const summary = page.getByRole("alert", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  await expect(links).toHaveCount(fields.length);
  for (const [i, field] of fields.entries()) {
    const message = (await links.nth(i).textContent()) ?? "";
    expect(message).not.toBe("");
    // The field's own message (after its hint, if it has one).
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await links.nth(i).click();
    await expect(field).toBeFocused();
  }
}

async function guestAtDetails(page: Page, base = "") {
  await chooseSoho(page, { base });
  await quickAdd(page, ["margherita"], base);
  await page.goto(`${base}/collection/checkout/login?redirectTo=%2Fcollection%2Fcheckout%2Fdetails`);
}

test.describe("the error summary", () => {
  test("continuing as a guest with nothing filled in", async ({ page, javaScript }) => {
    await guestAtDetails(page);
    const form = page.getByRole("region", { name: "Continue as a guest" });
    await form.getByRole("button", { name: "Continue as guest" }).click();
    await expectSummary(
      page,
      ["First name", "Last name", "Email address", "Mobile number"].map((l) => form.getByLabel(l)),
    );
    await expect(page.getByRole("link", { name: "Enter your first name" })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
  });

  test("checkout details without a collection time, then payment with an unusable card", async ({ page, javaScript }) => {
    await guestAtDetails(page);
    await continueAsGuest(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectSummary(page, [page.getByLabel("Collection time")]);
    await expect(page.getByRole("link", { name: "Choose a collection time" })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);

    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await page.getByLabel("Name on card").fill("G Guest");
    await page.getByLabel("Card number").fill("1234");
    await page.getByLabel("Expiry date (MM/YY)").fill("13/99");
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expectSummary(
      page,
      ["Card number", "Expiry date (MM/YY)", "Security code"].map((l) => page.getByLabel(l)),
    );
    await expect(page.getByRole("link", { name: "Enter a valid card number" })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
  });
});

test.describe("the confirmation's status", () => {
  test("'Refresh status' shows the newer status; the page never reloads itself", async ({ page }) => {
    await guestAtDetails(page, CLOCK_BASE);
    await continueAsGuest(page);
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4111 1111 1111 1111");
    const status = page.getByRole("region", { name: "Order status" });
    await expect(status.getByRole("status")).toHaveText("Order placed");
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    // The kitchen accepts an order within the minute.
    expect((await page.request.post(`${CLOCK_BASE}/dev/clock?minutes=2`)).status()).toBe(200);
    await status.getByRole("link", { name: "Refresh status" }).click();
    await expect(status.getByRole("status")).toHaveText("Accepted by the restaurant");
  });
});
