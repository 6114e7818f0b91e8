import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import type { Rolldown } from "vite";

/**
 * The modules every page loads, as one chunk: the root route's own imports (the site's chrome,
 * paths, helpers) and the CSS of every style module (vanilla-extract's virtual `.vanilla.css`
 * modules; the stylesheet itself is one file, see `cssCodeSplit` below). A page then loads a
 * handful of files, not thirty small ones (React Router's own chunk, which they import, comes
 * along); a module only some pages import stays in their chunks, and so do a style module's class
 * names: a page loads the names it uses, not every page's (1.2–1.5 kB gzipped less per page). The
 * CSS modules stay in the shell so the stylesheet's rules keep the order the cascade depends on.
 * Decision 023.
 */
export const shellChunk: Rolldown.CodeSplittingNameFunction = (id, ctx) => {
  if (/\.vanilla\.css($|\?)/.test(id)) return "shell";
  if (!isOurs(id) || isRoot(id)) return null;
  return importedByRoot(id, ctx, new Set()) ? "shell" : null;
};

/** Our own source: the app, the pure domain and the content both sides share. */
const OURS = ["app", "domain", "content"].map((dir) => `${import.meta.dirname}/${dir}/`);
const isOurs = (id: string) => OURS.some((dir) => id.startsWith(dir));

const isRoot = (id: string) => /\/app\/root\.tsx($|\?)/.test(id);

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** Whether the root route reaches the module through static imports (walking up its importers). */
function importedByRoot(id: string, ctx: ChunkingContext, seen: Set<string>): boolean {
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (isRoot(importer)) return true;
    if (seen.has(importer)) continue;
    seen.add(importer);
    if (importedByRoot(importer, ctx, seen)) return true;
  }
  return false;
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // With the environment API the SSR entry must be set here: the Express app (server/entry.ts)
  // is bundled together with the React Router server build.
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  // The site has one stylesheet: every style module's CSS is in the shell, which every page loads,
  // so one file (React Router links it from the root, cached for a year under /assets) serves every
  // page and every module fetched on demand, instead of several that each page asks for in turn.
  // React Router supports this setting: it names the one file as the root route's stylesheet.
  // Minified by esbuild: Lightning CSS (Vite's default) drops a `color` written before the same
  // `color` from a custom property, the fallback an engine without custom properties (NetSurf)
  // draws with (decision 035).
  build: { cssCodeSplit: false, cssMinify: "esbuild" },
  server: { hmr: process.env.NODE_ENV !== "test" },
});
