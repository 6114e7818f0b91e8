// The text of the stylesheets React Router names in the build's manifest (one file: vite.config.ts
// does not split CSS by chunk), read once at start-up, for the root to put inside every page
// (app/components/site/site-styles.tsx). The manifest is read, never changed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";

export function siteStylesheet(build: ServerBuild, clientDir: string): string {
  const hrefs = new Set<string>();
  for (const route of Object.values(build.assets.routes)) for (const href of route?.css ?? []) hrefs.add(href);
  const text = [...hrefs].map((href) => readFileSync(join(clientDir, href), "utf8")).join("\n");
  // Nothing in the text may end the <style> element early.
  return text.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * The stylesheet goes inside the page on the first page of a visit, and is linked (a file cached for
 * a year) on the pages reached from one of ours (decision 035): a page asked for from another
 * site, typed in, or by a browser that does not say where it came from (`Sec-Fetch-Site`) paints
 * without waiting for a second request; the rest of the visit does not carry 5 kB of rules again.
 * Answers vary by the header, for any cache between.
 */
export function stylesForPage(req: Request, res: Response, text: string | null): string | null {
  if (text === null) return null;
  res.vary("Sec-Fetch-Site");
  return req.get("sec-fetch-site") === "same-origin" ? null : text;
}
