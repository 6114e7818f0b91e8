// Bottom sheets (docs/decisions/009-bottom-sheets.md): at 375 px, and in-app at any width, every
// modal is a sheet along the bottom edge. Dragged past the threshold it closes, below it it springs
// back; Escape, the backdrop and its close control dismiss it; focus moves in, stays in and goes
// back to what opened it. Without JavaScript the server renders it open from the URL.
import type { Locator, Page } from "@playwright/test";
import { accessibleNodes, expect, expectNoAxeViolations, test } from "./fixtures";

const MENU = "/collection/menu/1001";

/** Chooses Crustello London Soho (1001) for collection and lands on its menu. */
async function openMenu(page: Page, { inApp = false } = {}) {
  await page.goto(`/collection?q=W1D%203QU${inApp ? "&inApp=true" : ""}`);
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
  await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
}

const filterLink = (page: Page) => page.getByRole("link", { name: /FILTER BY DIET/ });
const filterSheet = (page: Page) => page.getByRole("dialog", { name: "FILTER BY DIET" });

/** Opens 'FILTER BY DIET' from its link and waits until the sheet has finished sliding up. */
async function openFilter(page: Page) {
  await filterLink(page).click();
  const sheet = filterSheet(page);
  await expect(sheet).toBeVisible();
  await settled(sheet);
  return sheet;
}

async function settled(sheet: Locator) {
  await expect.poll(() => sheet.evaluate((d) => d.getAnimations().length)).toBe(0);
}

/** Presses on the sheet's heading (its top, which a finger drags) and moves down `distance` px. */
async function drag(page: Page, sheet: Locator, distance: number) {
  const box = (await sheet.getByRole("heading", { name: "FILTER BY DIET" }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + distance, { steps: 10 });
  await page.mouse.up();
}

/** The drag that just closes a sheet: 30 % of its height or 200 px, whichever comes first. */
async function threshold(sheet: Locator) {
  const { height } = (await sheet.boundingBox())!;
  return Math.min(height * 0.3, 200);
}

async function expectAlongTheBottom(page: Page, sheet: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
}

test.describe("bottom sheets at 375 px", () => {
  test.use({ viewport: { width: 375, height: 720 } });

  test("the sheet is a dialog named by its heading, along the bottom edge, with focus on its heading @js-only", async ({ page }) => {
    await openMenu(page);
    expect(await accessibleNodes(page)).toContainEqual({ role: "heading", name: "Crustello London Soho" });
    const sheet = await openFilter(page);
    await expect(sheet).toHaveAccessibleName("FILTER BY DIET");
    // Modal to the browser (showModal), so no aria-modal is needed to say so.
    expect(await sheet.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect(sheet).not.toHaveAttribute("aria-modal");
    await expectAlongTheBottom(page, sheet);
    await expect(sheet.getByRole("heading", { name: "FILTER BY DIET" })).toBeFocused();
    // What a screen reader is given (Chromium's accessibility tree): the dialog, and the page
    // behind left out while it is open (a true modal).
    const tree = await accessibleNodes(page);
    expect(tree).toContainEqual({ role: "dialog", name: "FILTER BY DIET" });
    expect(tree).toContainEqual({ role: "heading", name: "FILTER BY DIET" });
    expect(tree).not.toContainEqual({ role: "heading", name: "Crustello London Soho" });
  });

  test("dragged past the threshold it closes, and focus goes back to its opener @js-only", async ({ page }) => {
    await openMenu(page);
    const sheet = await openFilter(page);
    await drag(page, sheet, (await threshold(sheet)) + 20);
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has("filter"));
    await expect(filterLink(page)).toBeFocused();
  });

  test("dragged less than the threshold it springs back and stays open @js-only", async ({ page }) => {
    await openMenu(page);
    const sheet = await openFilter(page);
    await drag(page, sheet, Math.floor((await threshold(sheet)) / 3));
    await expect.poll(() => sheet.evaluate((d) => getComputedStyle(d).transform)).toBe("none");
    await settled(sheet);
    await expect(sheet).toBeVisible();
    await expectAlongTheBottom(page, sheet);
    await expect(page).toHaveURL(/filter=open/);
  });

  test("Escape closes it and focus goes back to its opener @js-only", async ({ page }) => {
    await openMenu(page);
    await openFilter(page);
    await page.keyboard.press("Escape");
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has("filter"));
    await expect(filterLink(page)).toBeFocused();
  });

  test("a click on the backdrop closes it @js-only", async ({ page }) => {
    await openMenu(page);
    const sheet = await openFilter(page);
    const top = (await sheet.boundingBox())!.y;
    expect(top).toBeGreaterThan(40);
    await page.mouse.click(187, top / 2);
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(filterLink(page)).toBeFocused();
  });

  test("its Close link closes it; a click inside it does not @js-only", async ({ page }) => {
    await openMenu(page);
    const sheet = await openFilter(page);
    await sheet.getByText("Adults need around 2000 kcal per day.").click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Close" }).click();
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(filterLink(page)).toBeFocused();
  });

  test("Tab and Shift+Tab stay inside it @js-only", async ({ page }) => {
    await openMenu(page);
    const sheet = await openFilter(page);
    const close = sheet.getByRole("link", { name: "Close" });
    const apply = sheet.getByRole("button", { name: "Apply filters" });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(apply).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    // All the way round: every stop is inside the sheet, and the round ends where it began.
    const inside = () => sheet.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
      if (await close.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(close).toBeFocused();
  });

  test("opened from the address, the sheet is rendered open and its Close link leads back to the menu", async ({ page }) => {
    await openMenu(page);
    await page.goto(`${MENU}?filter=open`);
    const sheet = filterSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("checkbox", { name: "Vegan" })).toBeVisible();
    await settled(sheet);
    await expectAlongTheBottom(page, sheet);
    await sheet.getByRole("link", { name: "Close" }).click();
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === MENU && !url.searchParams.has("filter"));
  });

  test("under prefers-reduced-motion the sheet neither slides nor springs", async ({ page }) => {
    await openMenu(page);
    await page.goto(`${MENU}?filter=open`);
    const moving = await filterSheet(page).evaluate((d) => getComputedStyle(d).animationName);
    expect(moving).not.toBe("none");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${MENU}?filter=open`);
    const style = await filterSheet(page).evaluate((d) => {
      const c = getComputedStyle(d);
      return { animation: c.animationName, transition: c.transitionDuration };
    });
    expect(style).toEqual({ animation: "none", transition: "0s" });
  });

  test("axe: the sheet open", async ({ page, javaScript }) => {
    await openMenu(page);
    await page.goto(`${MENU}?filter=open`);
    await expect(filterSheet(page)).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
  });

  test("axe: the item information sheet, in-app", async ({ page, javaScript }) => {
    await openMenu(page, { inApp: true });
    await page.goto(`${MENU}?info=margherita`);
    await expect(page.getByRole("dialog", { name: "Margherita" })).toBeVisible();
    await expectNoAxeViolations(page, javaScript);
  });
});

test.describe("bottom sheets in-app at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("in-app a modal is a sheet at any width, and a drag closes it @js-only", async ({ page }) => {
    await openMenu(page, { inApp: true });
    const sheet = await openFilter(page);
    await expectAlongTheBottom(page, sheet);
    await drag(page, sheet, (await threshold(sheet)) + 20);
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(filterLink(page)).toBeFocused();
  });

  test("in-app the server renders the sheet along the bottom edge", async ({ page, javaScript }) => {
    await openMenu(page, { inApp: true });
    await page.goto(`${MENU}?filter=open`);
    const sheet = filterSheet(page);
    await settled(sheet);
    await expectAlongTheBottom(page, sheet);
    await expectNoAxeViolations(page, javaScript);
  });

  test("out of app the same modal is a centred dialog", async ({ page }) => {
    await openMenu(page);
    await page.goto(`${MENU}?filter=open`);
    const box = (await filterSheet(page).boundingBox())!;
    expect(box.width).toBeLessThan(1280);
    expect(Math.round(box.x + box.width / 2)).toBe(640);
  });
});
