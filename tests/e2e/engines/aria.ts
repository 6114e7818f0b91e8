// Finding things by role and label in a browser Playwright does not drive (Firefox ESR and WebKit,
// through puppeteer-core over WebDriver BiDi): Puppeteer's ARIA selectors, which ask the browser's
// own accessibility tree.
import type { ElementHandle, Frame, Page } from "puppeteer-core";

type Scope = Page | Frame | ElementHandle<Element>;

const quoted = (text: string) => JSON.stringify(text);

/** The element with this role and accessible name (exactly), waiting for it. */
export async function byRole(scope: Scope, role: string, name: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  const selector = `::-p-aria([name=${quoted(name)}][role=${quoted(role)}])`;
  const handle = await scope.waitForSelector(selector, { timeout });
  if (!handle) throw new Error(`no ${role} named ${quoted(name)}`);
  return handle;
}

/** The form field labelled so (its accessible name). */
export async function byLabel(scope: Scope, label: string): Promise<ElementHandle<Element>> {
  const handle = await scope.waitForSelector(`::-p-aria([name=${quoted(label)}])`, { timeout: 15_000 });
  if (!handle) throw new Error(`no field labelled ${quoted(label)}`);
  return handle;
}

/** Waits until the page's path (and query) matches. */
export async function waitForPath(page: Page, pattern: RegExp, timeout = 15_000) {
  await page.waitForFunction((source: string) => new RegExp(source).test(location.pathname + location.search), { timeout }, pattern.source);
}
