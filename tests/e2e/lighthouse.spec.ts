// Lighthouse accessibility, best practices and SEO: 100 on the home page, search results, a menu
// and a basket with an item in it. Lighthouse drives a Chromium of its own (Debian's, launched
// here with a remote debugging port); the basket's session goes with every request as a Cookie
// header. Lighthouse runs the page's JavaScript, so this runs in the JavaScript project only.
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";

import { UK_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { chooseSoho, quickAdd } from "./journeys";

const CATEGORIES = ["accessibility", "best-practices", "seo"];
/** Clear of the three test servers (UK_PORT .. UK_PORT + 2). */
const DEBUGGING_PORT = UK_PORT + 9;

test.describe("Lighthouse @js-only", () => {
  test("scores 100 for accessibility, best practices and SEO on home, search results, menu and basket", async ({
    page,
    baseURL,
    launchOptions,
  }) => {
    test.setTimeout(240_000);
    await chooseSoho(page);
    await quickAdd(page, ["margherita"]);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    const browser = await chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--remote-debugging-port=${DEBUGGING_PORT}`],
    });
    try {
      const failures: string[] = [];
      for (const path of ["/", "/collection?q=W1D%203QU", "/collection/menu/1001", "/collection/basket"]) {
        const result = await lighthouse(`${baseURL}${path}`, {
          port: DEBUGGING_PORT,
          onlyCategories: CATEGORIES,
          // Scores of these categories do not depend on network speed: no throttling, no waiting.
          throttlingMethod: "provided",
          extraHeaders: { Cookie: cookie },
          output: "json",
          logLevel: "error",
        });
        const lhr = result!.lhr;
        expect(lhr.runtimeError, `${path}: Lighthouse could not run`).toBeUndefined();
        expect(lhr.finalDisplayedUrl, `${path} was not redirected`).toBe(`${baseURL}${path}`);
        for (const id of CATEGORIES) {
          const category = lhr.categories[id]!;
          if (category.score === 1) continue;
          const audits = category.auditRefs
            .map((ref) => lhr.audits[ref.id]!)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
            // What the audit found, so a failure says what to fix.
            .map(
              (a) =>
                `    ${a.id}: ${a.title}\n      ${JSON.stringify((a.details as { items?: unknown } | undefined)?.items ?? null).slice(0, 600)}`,
            );
          failures.push(`${path} ${id} ${Math.round((category.score ?? 0) * 100)}:\n${audits.join("\n")}`);
        }
      }
      expect(failures.join("\n"), "Lighthouse categories below 100").toBe("");
    } finally {
      await browser.close();
    }
  });
});
