// The cookie settings (docs/decisions/019-cookie-settings.md): 'Cookie Settings' in the Irish
// footer opens our own consent dialog, with JavaScript over the page and without it as a page of
// its own; the choice is kept in cookie_accepted and shown again when the dialog is reopened.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, IE_BASE, test } from "./fixtures";

const HOME = `${IE_BASE}/`;

const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings", exact: true });
const settings = (page: Page) => page.getByRole("dialog", { name: "Cookie settings" });
const choice = async (page: Page) => (await page.context().cookies(IE_BASE)).find((c) => c.name === "cookie_accepted")?.value;

/** Where focus is: inside the open dialog, nowhere (the browser's own controls), or somewhere behind it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "none";
    return el.closest("dialog[open]") ? "dialog" : `behind: ${el.outerHTML.slice(0, 80)}`;
  });

async function openFromFooter(page: Page, javaScript: boolean) {
  await footerLink(page).click();
  const dialog = settings(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Cookie settings" })).toBeFocused();
  // With JavaScript it opens over the page; without it, it is a page of its own that comes back here.
  if (javaScript) await expect(page).toHaveURL(HOME);
  else await expect(page).toHaveURL(`${IE_BASE}/cookies/settings?redirectTo=%2F`);
  return dialog;
}

test.describe.configure({ timeout: 60_000 });

test("the Irish footer's 'Cookie Settings' opens our dialog; the choice is saved and shown again", async ({ page, javaScript }) => {
  await page.goto(HOME);
  const banner = page.getByRole("region", { name: "Cookies" });
  await expect(banner).toBeVisible();

  let dialog = await openFromFooter(page, javaScript);
  const necessary = dialog.getByRole("checkbox", { name: "Strictly necessary" });
  const analytics = dialog.getByRole("checkbox", { name: "Analytics" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  // Nothing optional is ticked before a choice.
  await expect(analytics).not.toBeChecked();
  await expectAccessible(page, javaScript);

  // Accept analytics first …
  await analytics.check();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(HOME);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => choice(page)).toBe("true");
  if (javaScript) await expect(footerLink(page)).toBeFocused();

  // … then change one's mind: reopened, the dialog shows the choice; refuse analytics.
  dialog = await openFromFooter(page, javaScript);
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Analytics" }).uncheck();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => choice(page)).toBe("necessary");

  // Remembered: no banner after a reload, and Analytics still unticked.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  dialog = await openFromFooter(page, javaScript);
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
});

test("by keyboard: focus moves into the dialog and stays there; closing leads back to the link", async ({ page, javaScript }) => {
  await page.goto(HOME);
  await footerLink(page).focus();
  await page.keyboard.press("Enter");
  const dialog = settings(page);
  await expect(dialog.getByRole("heading", { name: "Cookie settings" })).toBeFocused();
  const places: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    places.push(await focusPlace(page));
  }
  // Never onto the page behind (without JavaScript Tab may leave for the browser's own controls).
  expect(places.filter((p) => p.startsWith("behind"))).toEqual([]);
  expect(places).toContain("dialog");
  // The analytics box is reached and ticked from the keyboard.
  await dialog.getByRole("checkbox", { name: "Analytics" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeChecked();

  if (javaScript) {
    // Escape closes without saving, and focus is back on the link.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(footerLink(page)).toBeFocused();
    expect(await choice(page)).toBeUndefined();
  } else {
    await dialog.getByRole("link", { name: "Close" }).press("Enter");
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await choice(page)).toBeUndefined();
  }
});

test("the banner's 'Cookie settings' opens the same dialog", async ({ page, javaScript }) => {
  await page.goto(HOME);
  await page.getByRole("region", { name: "Cookies" }).getByRole("link", { name: "Cookie settings" }).click();
  const dialog = settings(page);
  await expect(dialog.getByRole("heading", { name: "Cookie settings" })).toBeFocused();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  await expect.poll(() => choice(page)).toBe("necessary");
  // Focus is not lost with the banner that opened the dialog.
  if (javaScript) await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeFocused();
});

test("a cookie choice that cannot be saved is a message, never a crashed page", async ({ page, javaScript }) => {
  await page.goto(HOME);
  const banner = page.getByRole("region", { name: "Cookies" });
  if (!javaScript) {
    // A form post the server cannot read (changed on the way): nothing saved, and the settings ask again.
    await page.route("**/cookies", (route) =>
      route.request().method() === "POST" ? route.continue({ postData: "choice=everything&redirectTo=%2F" }) : route.continue(),
    );
    await banner.getByRole("button", { name: "Accept cookies" }).click();
    await expect(settings(page).getByRole("heading", { name: "Cookie settings" })).toBeVisible();
    await expect(page).toHaveURL(`${IE_BASE}/cookies/settings?redirectTo=%2F`);
    expect(await choice(page)).toBeUndefined();
    await page.unroute("**/cookies");
    await settings(page).getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(HOME);
    expect(await choice(page)).toBe("necessary");
    return;
  }
  // The connection drops as the choice is sent, then comes back.
  await page.route("**/cookies.data*", (route) => route.abort("internetdisconnected"));
  await banner.getByRole("button", { name: "Accept cookies" }).click();
  await expect(banner.getByRole("alert")).toHaveText("We couldn’t save your cookie choice. Please try again.");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  expect(await choice(page)).toBeUndefined();

  const dialog = await openFromFooter(page, javaScript);
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("We couldn’t save your cookie choice. Please try again.");

  await page.unroute("**/cookies.data*");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(settings(page)).toHaveCount(0);
  expect(await choice(page)).toBe("necessary");
});
