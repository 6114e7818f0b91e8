// The text of the stylesheets React Router names in the build's manifest (one file: vite.config.ts
// does not split CSS by chunk), read once at start-up, for the root to put inside every page
// (app/components/site/site-styles.tsx). The manifest is read, never changed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "react-router";

export function siteStylesheet(build: ServerBuild, clientDir: string): string {
  const hrefs = new Set<string>();
  for (const route of Object.values(build.assets.routes)) for (const href of route?.css ?? []) hrefs.add(href);
  const text = [...hrefs].map((href) => readFileSync(join(clientDir, href), "utf8")).join("\n");
  // Nothing in the text may end the <style> element early.
  return text.replace(/<\/(style)/gi, "<\\/$1");
}
