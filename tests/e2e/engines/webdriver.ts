// Finding things by role and label in a browser driven over WebDriver classic (WebKitGTK through
// Debian's WebKitWebDriver, which speaks no BiDi): candidates are found by the elements that carry
// a role, then kept by the role and accessible name the browser itself computes (WebDriver's
// "Get Computed Role" and "Get Computed Label"), so a test asks what assistive technology is told.
import { By, type WebDriver, type WebElement } from "selenium-webdriver";

/**
 * How long a lookup waits: WebKitGTK under a virtual display draws in software, and with the rest of
 * the suite running beside it a client navigation has taken more than 15 s.
 */
export const WAIT_MS = 30_000;

type Scope = WebDriver | WebElement;

/** The elements that may carry each role the tests ask for, natively or by `role`. */
const CANDIDATES: Record<string, string> = {
  button: "button, input[type=submit], input[type=button], [role=button]",
  link: "a[href], [role=link]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  combobox: "select, [role=combobox]",
  dialog: "dialog, [role=dialog]",
  region: "section, [role=region]",
  field: "input, select, textarea",
};

const POLL_MS = 100;

async function first(scope: Scope, css: string, keep: (el: WebElement) => Promise<boolean>, timeout: number, what: string) {
  const until = Date.now() + timeout;
  for (;;) {
    for (const el of await scope.findElements(By.css(css))) {
      // An element replaced while it is looked at is simply not the one.
      if (await keep(el).catch(() => false)) return el;
    }
    if (Date.now() > until) throw new Error(`no ${what} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The role the browser computes. WebKitGTK 2.50 calls a one-choice `<select>` a "button" (its
 * pop-up button, as its accessibility tree names it); ARIA's mapping, and other engines, say "combobox".
 */
async function roleOf(el: WebElement): Promise<string> {
  const role = await el.getAriaRole();
  return role === "button" && (await el.getTagName()).toLowerCase() === "select" ? "combobox" : role;
}

/** The shown element with this role and accessible name (exactly), waiting for it. */
export function byRole(scope: Scope, role: keyof typeof CANDIDATES, name: string, timeout = WAIT_MS): Promise<WebElement> {
  return first(
    scope,
    CANDIDATES[role]!,
    async (el) => (await el.isDisplayed()) && (await roleOf(el)) === role && (await el.getAccessibleName()) === name,
    timeout,
    `${role} named ${JSON.stringify(name)}`,
  );
}

/** The shown form field labelled so (its accessible name). */
export function byLabel(scope: Scope, label: string, timeout = WAIT_MS): Promise<WebElement> {
  return first(
    scope,
    CANDIDATES.field!,
    async (el) => (await el.isDisplayed()) && (await el.getAccessibleName()) === label,
    timeout,
    `field labelled ${JSON.stringify(label)}`,
  );
}

/**
 * Clicks once the element can take the click, as Playwright's actionability checks wait: a bottom
 * sheet still sliding up, or a control under another's edge for a moment, is tried again. WebDriver
 * scrolls a control only until it is inside the window, where a bar fixed at the window's edge (the
 * app's bottom inset, the basket bar) may still cover it: a covered control is brought to the middle.
 */
export async function click(el: WebElement, timeout = 10_000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      return await el.click();
    } catch (e) {
      const name = (e as Error).name;
      if (!["ElementNotInteractableError", "ElementClickInterceptedError"].includes(name) || Date.now() > until) throw e;
      if (name === "ElementClickInterceptedError")
        await el.getDriver().executeScript("arguments[0].scrollIntoView({ block: 'center' })", el);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until the page's path (and query) matches. */
export async function waitForPath(driver: WebDriver, pattern: RegExp, timeout = WAIT_MS) {
  await driver.wait(async () => {
    const url = new URL(await driver.getCurrentUrl());
    return pattern.test(url.pathname + url.search);
  }, timeout);
}
