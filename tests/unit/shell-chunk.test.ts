// The browser build's shell chunk (vite.config.ts): the root route's imports and every style
// module's CSS, so the one stylesheet keeps its order; a style module's class names (its JavaScript)
// go with the pages that import it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { shellChunk } from "../../vite.config";

const ROOT = resolve(import.meta.dirname, "../..");
const APP = `${ROOT}/app`;
/** A module graph as Rolldown's chunking context sees it: each module's static importers. */
const graph: Record<string, string[]> = {
  [`${APP}/root.tsx`]: [],
  [`${APP}/components/site-header.tsx`]: [`${APP}/root.tsx`],
  [`${APP}/components/site-header.css.ts`]: [`${APP}/components/site-header.tsx`],
  [`${ROOT}/domain/money.ts`]: [`${APP}/components/site-header.tsx`],
  [`${APP}/routes/basket.tsx`]: [],
  [`${APP}/components/basket.css.ts`]: [`${APP}/routes/basket.tsx`],
  [`${APP}/components/basket.css.ts.vanilla.css?source=Ll9hYmMgeyB9`]: [`${APP}/components/basket.css.ts`],
  [`${ROOT}/node_modules/react/index.js`]: [`${APP}/root.tsx`],
};
const ctx = { getModuleInfo: (id: string) => ({ importers: graph[id] ?? [] }) } as unknown as Parameters<typeof shellChunk>[1];
const chunkOf = (id: string) => shellChunk(id, ctx);

describe("the shell chunk", () => {
  it("holds the CSS of every style module, whichever page imports it", () => {
    expect(chunkOf(`${APP}/components/basket.css.ts.vanilla.css?source=Ll9hYmMgeyB9`)).toBe("shell");
  });

  it("leaves a style module's class names to the pages that import it", () => {
    expect(chunkOf(`${APP}/components/basket.css.ts`)).toBeNull();
  });

  it("holds what the root route imports, its class names included, but not the root or packages", () => {
    expect(chunkOf(`${APP}/components/site-header.tsx`)).toBe("shell");
    expect(chunkOf(`${APP}/components/site-header.css.ts`)).toBe("shell");
    expect(chunkOf(`${APP}/root.tsx`)).toBeNull();
    expect(chunkOf(`${ROOT}/node_modules/react/index.js`)).toBeNull();
  });

  it("holds the domain rules the root's imports use, as the app's own modules", () => {
    expect(chunkOf(`${ROOT}/domain/money.ts`)).toBe("shell");
  });

  it("matches the virtual CSS modules the installed vanilla-extract plugin makes", () => {
    const require = createRequire(import.meta.url);
    const plugin = readFileSync(
      require.resolve("@vanilla-extract/vite-plugin").replace(/[^/]+$/, "vanilla-extract-vite-plugin.esm.js"),
      "utf8",
    );
    expect(plugin).toContain("const virtualExtCss = '.vanilla.css';");
    expect(plugin).toContain("const fileIdToVirtualId = id => `${id}${virtualExtCss}`;");
  });
});
