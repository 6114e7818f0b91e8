import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import type { CodeSplittingNameFunction } from "rolldown";

/**
 * The modules every page loads, as one chunk: the root route's own imports (the site's chrome,
 * paths, helpers) and the CSS of every style module (vanilla-extract's virtual `.vanilla.css`
 * modules; the stylesheet itself is one file, see `cssCodeSplit` below, which the server inlines in
 * every page: server/http/inline-styles.ts). A page then loads a handful of files, not thirty small
 * ones (React Router's own chunk, which they import, comes along); a module only some pages import
 * stays in their chunks, and so do a style module's class names: a page loads the names it uses,
 * not every page's (1.2–1.5 kB gzipped less per page). The CSS modules stay in the shell so the
 * stylesheet's rules keep the order the cascade depends on (the same file, byte for byte, as
 * when the class names were in the shell too). Decision 023.
 */
export const shellChunk: CodeSplittingNameFunction = (id, ctx) => {
  if (/\.vanilla\.css($|\?)/.test(id)) return "shell";
  if (!id.includes("/app/") || isRoot(id)) return null;
  return importedByRoot(id, ctx, new Set()) ? "shell" : null;
};

const isRoot = (id: string) => /\/app\/root\.tsx($|\?)/.test(id);

type ChunkingContext = Parameters<CodeSplittingNameFunction>[1];

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

/**
 * React Router's production build for the browser: its package.json names only the development build
 * (remix-run/react-router#14102), whose warnings cost 0.7 kB gzipped on every page. The server keeps
 * the development build, the one @react-router/node imports too: one copy of React Router each.
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
export const reactRouterProduction: Plugin = {
  name: "react-router-production",
  enforce: "pre",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source) {
    const file = REACT_ROUTER_PRODUCTION[source];
    return file ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)) : null;
  },
};

/**
 * Vite wraps every dynamic import in its preload helper even with `modulePreload: false`
 * (vitejs/vite#13952, #18551): here every import's list of files to preload is empty (no module
 * preloads; one stylesheet, already in the page: `cssCodeSplit: false` below, which this relies
 * on), so the helper only ever calls the import, and its
 * CSS and preload code cost 0.6 kB gzipped on every page. Rejections reach the caller unchanged
 * (React Router reloads the page when a route's module fails to arrive).
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
export const plainDynamicImports: Plugin = {
  name: "plain-dynamic-imports",
  enforce: "pre",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
};

export default defineConfig({
  plugins: [reactRouterProduction, plainDynamicImports, vanillaExtractPlugin(), reactRouter()],
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
  // The site has one stylesheet, carried inside every page (server/http/inline-styles.ts). Split by
  // chunk, Vite's loader would add it again as a <link> (28 kB) whenever a module fetched on demand
  // arrives, as that module's chunk imports the styled shell. Nor does Vite write, into each chunk
  // that fetches a module on demand, the list of that module's imports to preload beside it: nearly
  // all of them (React Router, the shell) are loaded already, and the lists cost every page bytes.
  build: { cssCodeSplit: false, modulePreload: false },
  server: { hmr: process.env.NODE_ENV !== "test" },
});
