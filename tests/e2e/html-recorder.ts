// Records every HTML document the browser tests see, for the Nu Html Checker
// (tests/support/check-html.js) to validate in one run after the suite: each document response
// as the server sent it (any status), and with JavaScript on also each page's DOM as it stands at
// the end of the test, since states that exist only after client rendering matter too.
// Files are named by their address and deduplicated by content hash; beside each `.html` a
// `.json` tells the checker the page's address and which of the two kinds it is.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { BrowserContext, Page, Response } from "@playwright/test";

/** Emptied at the start of every run (tests/e2e/global-setup.ts) and git-ignored. */
export const HTML_PAGES_DIR = "test-results/html-pages";

export type RecordedKind = "server" | "dom";

function slug(url: string) {
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname}${search}`
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 100);
}

function save(url: string, kind: RecordedKind, html: string) {
  const hash = createHash("sha256").update(html).digest("hex").slice(0, 16);
  const name = `${slug(url)}--${kind}--${hash}`;
  mkdirSync(HTML_PAGES_DIR, { recursive: true });
  try {
    // "wx": a document already recorded (same content) is left as it is.
    writeFileSync(join(HTML_PAGES_DIR, `${name}.html`), html, { flag: "wx" });
    writeFileSync(join(HTML_PAGES_DIR, `${name}.json`), JSON.stringify({ url, kind }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function isHtmlDocument(response: Response) {
  const type = response.headers()["content-type"] ?? "";
  return response.request().resourceType() === "document" && type.startsWith("text/html");
}

/**
 * The page's DOM once its document has finished loading. A test may end just after starting a
 * full-page navigation; the new document is then still streaming, and half of it (a label whose
 * field has not arrived yet) is no state a customer would keep. Such a page is given a few
 * seconds to finish; one that does not is not recorded (its served document still is).
 */
async function settledDom(page: Page): Promise<string | null> {
  try {
    await page.waitForLoadState("load", { timeout: 5000 });
    const complete = await page.evaluate(() => document.readyState === "complete");
    return complete ? await page.content() : null;
  } catch {
    return null;
  }
}

/**
 * Records the context's documents while `run` (the test) runs, then the DOM of each page still
 * open when JavaScript is on.
 */
export async function recordHtml(context: BrowserContext, javaScript: boolean, run: () => Promise<void>) {
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (!isHtmlDocument(response)) return;
    // A redirect has no body; a page navigated away from may lose its body: nothing to record.
    pending.push(
      response.body().then(
        (body) => save(response.url(), "server", body.toString("utf8")),
        () => undefined,
      ),
    );
  };
  context.on("response", onResponse);
  try {
    await run();
  } finally {
    context.off("response", onResponse);
    if (javaScript) {
      for (const page of context.pages()) {
        const html = await settledDom(page);
        if (html && page.url().startsWith("http")) save(page.url(), "dom", html);
      }
    }
    await Promise.all(pending);
  }
}
