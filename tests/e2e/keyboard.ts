// A keyboard-only customer: every key press is counted, and after each one the focused element is
// checked: never <body> once a page has settled, and never hidden under a fixed or sticky bar
// (WCAG 2.4.11). Steps have budgets of key presses, written in the tests.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What has focus, and whether a fixed or sticky bar (or the viewport's edge) hides any of it. */
async function focusReport(page: Page, { trackSeen = false } = {}) {
  return page.evaluate((trackSeen) => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return { onBody: true, label: "body", covered: [], fresh: false };
    // Walking every stop: whether this one is new (Tab has not come round to the start again).
    let fresh = true;
    if (trackSeen) {
      const w = window as unknown as { seenStops?: WeakSet<Element> };
      w.seenStops ??= new WeakSet();
      fresh = !w.seenStops.has(el);
      w.seenStops.add(el);
    }
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").trim().slice(0, 60)}"`;
    const r = el.getBoundingClientRect();
    const covered: string[] = [];
    // Visually hidden controls (a styled checkbox's input) are shown by their label: check that.
    const box =
      r.width <= 1 || r.height <= 1
        ? ((el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null))?.getBoundingClientRect() ?? r)
        : r;
    if (box.top < -1 || box.bottom > window.innerHeight + 1) covered.push("the edge of the viewport");
    // Inside a modal the page behind is inert: only the dialog matters. Otherwise, at the box's
    // centre and near its corners, what is painted on top must be the element itself (or inside
    // it, or what contains it), unless it is part of an ordinary, scrolling part of the page.
    if (!el.closest("dialog")) {
      const fixedOrSticky = (node: Element | null): HTMLElement | null => {
        for (let n = node; n && n !== document.body; n = n.parentElement) {
          const position = getComputedStyle(n).position;
          if (position === "fixed" || position === "sticky") return n as HTMLElement;
        }
        return null;
      };
      const inset = 2;
      const points = [
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      for (const [x, y] of points) {
        for (const top of document.elementsFromPoint(x!, y!)) {
          if (top === el || el.contains(top) || top.contains(el)) break; // the element is on top here
          const bar = fixedOrSticky(top);
          if (!bar || bar.contains(el)) continue; // ordinary content painted over (a label, a card)
          // A passing notice (role=status) is not a bar.
          if (bar.closest('[role="status"]')) continue;
          const name = `${bar.tagName.toLowerCase()} "${bar.innerText.trim().slice(0, 40)}"`;
          if (!covered.includes(name)) covered.push(name);
          break;
        }
      }
    }
    return { onBody: false, label, covered, fresh };
  }, trackSeen);
}

export class KeyboardCustomer {
  presses = 0;
  private stepPresses = 0;
  readonly log: string[] = [];

  constructor(private readonly page: Page) {}

  /** Fails if the focused element is <body> or hidden under a bar. */
  async expectFocusUsable(context: string) {
    const report = await focusReport(this.page);
    expect(report.onBody, `focus is on <body> (${context})`).toBe(false);
    expect(report.covered, `${report.label} is covered (${context})`).toEqual([]);
  }

  /** After a navigation or an action: focus settles on a meaningful element. */
  async expectFocusSettled(context: string) {
    await expect.poll(async () => (await focusReport(this.page)).onBody, { message: `focus left on <body> (${context})` }).toBe(false);
    await this.expectFocusUsable(context);
  }

  async press(key: string) {
    this.presses++;
    this.stepPresses++;
    await this.page.keyboard.press(key);
  }

  /** Types text: one press per character. */
  async type(text: string) {
    this.presses += text.length;
    this.stepPresses += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus, checking every stop on the way. */
  async tabTo(target: Locator, { back = false, limit = 150 } = {}) {
    for (let i = 0; i < limit; i++) {
      await this.press(back ? "Shift+Tab" : "Tab");
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
        await this.expectFocusUsable(`at ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`);
        return;
      }
      await this.expectFocusUsable(`tab stop ${i + 1}`);
    }
    throw new Error(`not reached in ${limit} presses: ${target}`);
  }

  /** Runs a step and fails if it took more key presses than its budget. */
  async step(name: string, budget: number, run: () => Promise<void>) {
    this.stepPresses = 0;
    await run();
    this.log.push(`${name}: ${this.stepPresses}`);
    expect.soft(this.stepPresses, `key presses for "${name}" (budget ${budget})`).toBeLessThanOrEqual(budget);
  }
}

/** Every focus stop of the page in order, from the top, each checked clear of the bars. */
export async function walkAllStops(page: Page, { limit = 500 } = {}) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  let presses = 0;
  for (let i = 0; i < limit; i++) {
    presses++;
    await page.keyboard.press("Tab");
    // One round trip per stop: the menu with JavaScript has hundreds.
    const report = await focusReport(page, { trackSeen: true });
    if (report.onBody || !report.fresh) break; // past the last stop, or round again
    expect(report.covered, `${report.label} is covered (stop ${i + 1})`).toEqual([]);
  }
  return presses;
}
