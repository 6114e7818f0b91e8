// Nothing moves when the page's JavaScript takes over. Controls that need JavaScript are in the
// server's HTML (hidden without it by /styles/noscript.css), so a customer on a slow phone who taps
// before the page is interactive taps what they aimed at.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

/**
 * Every control on screen in the server's HTML, before any script runs, against the same control
 * once the page's JavaScript is idle: those that moved, with how far.
 */
async function controlsMovedByScripts(page: Page, path: string) {
  await page.addInitScript(() => {
    // readyState turns "interactive" when the HTML is parsed, before deferred and module scripts run.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const w = window as unknown as { serverLayout?: [Element, number, number][] };
      // What is on screen: what a customer can tap. (With JavaScript the menu grows below.)
      w.serverLayout = [...document.querySelectorAll("a, button, input, select, textarea, summary")]
        .map((el): [Element, DOMRect] => [el, el.getBoundingClientRect()])
        .filter(([, r]) => r.bottom > 0 && r.top < window.innerHeight)
        .map(([el, r]) => [el, r.left + window.scrollX, r.top + window.scrollY]);
    });
  });
  const cdp = await page.context().newCDPSession(page);
  // A slow phone: hydration takes long enough to be seen.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const moved = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Twice idle: hydration runs in slices, and its effects after.
        requestIdleCallback(() =>
          requestIdleCallback(() => {
            const w = window as unknown as { serverLayout?: [Element, number, number][] };
            const out: string[] = [];
            for (const [el, x, y] of w.serverLayout ?? []) {
              if (!el.isConnected || (el as HTMLElement).offsetParent === null) continue;
              const r = el.getBoundingClientRect();
              const dx = r.left + window.scrollX - x;
              const dy = r.top + window.scrollY - y;
              if (Math.abs(dx) > 1 || Math.abs(dy) > 1) {
                out.push(
                  `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" by ${Math.round(dx)},${Math.round(dy)}`,
                );
              }
            }
            resolve(w.serverLayout ? out : ["the server's layout was not recorded"]);
          }),
        );
      }),
  );
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return moved;
}

test.describe("no layout shift when JavaScript takes over @js-only", () => {
  for (const path of ["/", "/collection?q=W1D%203QU", "/delivery?q=W1D%203QU", "/collection?q=W1D%203QU&inApp=true"]) {
    test(`on ${path}`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await controlsMovedByScripts(page, path), `at ${width} px`).toEqual([]);
      }
    });
  }

  test("on the menu, a customise page, and the basket", async ({ page }) => {
    await chooseSoho(page);
    expect(await controlsMovedByScripts(page, "/collection/menu/1001")).toEqual([]);
    expect(await controlsMovedByScripts(page, "/collection/menu/1001/customise/margherita")).toEqual([]);
    await quickAdd(page, ["margherita"]);
    expect(await controlsMovedByScripts(page, "/collection/basket")).toEqual([]);
    expect(await controlsMovedByScripts(page, "/collection/checkout/login")).toEqual([]);
  });
});
