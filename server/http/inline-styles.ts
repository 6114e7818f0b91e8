// The site's stylesheet travels inside every page rather than as a request of its own. It is one
// file (vite.config.ts does not split CSS by chunk), 28 kB, 5 kB gzipped, so a
// render-blocking request would cost a customer on a slow network more than the bytes do: the first
// paint waits only for the page itself. Read once at start-up; React Router's manifest then names no
// stylesheet, so neither `<Links>` nor client navigations request it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import type { InlineStyles } from "../../app/context";

/**
 * Reads the build's stylesheets (in the manifest's order) and removes them from its manifest. The
 * text is made safe inside a `<style>` element once, as React would on every render: no `</style`
 * may end it early.
 */
export function inlineStylesheets(build: ServerBuild, clientDir: string): InlineStyles {
  const { routes } = build.assets;
  // The entry's stylesheets are in the built manifest, though its type does not name them.
  const entry = build.assets.entry as { css?: string[] };
  const hrefs = new Set<string>(entry.css ?? []);
  for (const route of Object.values(routes)) for (const href of route?.css ?? []) hrefs.add(href);
  const text = [...hrefs].map((href) => readFileSync(join(clientDir, href), "utf8")).join("\n");
  entry.css = [];
  for (const route of Object.values(routes)) if (route) route.css = [];
  return { placeholder: "/*site-styles*/", css: new TextEncoder().encode(text.replace(/<\/(style)/gi, "<\\/$1")) };
}
