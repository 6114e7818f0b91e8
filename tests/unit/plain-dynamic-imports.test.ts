// The browser build's dynamic imports are plain imports (vite.config.ts): Vite's preload helper,
// whose only work here would be calling the import, is replaced by a call of the import.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { plainDynamicImports } from "../../vite.config";

const load = (id: string) => (plainDynamicImports.load as (this: unknown, id: string) => string | null).call({}, id);

describe("dynamic imports in the browser build", () => {
  it("replaces the helper the installed Vite injects, under the name it imports", () => {
    const vite = readFileSync(
      createRequire(import.meta.url)
        .resolve("vite")
        .replace(/index\.js$/, "chunks/node.js"),
      "utf8",
    );
    expect(vite).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(vite).toContain("const preloadMethod = `__vitePreload`;");
    expect(load("\0vite/preload-helper.js")).toContain("export const __vitePreload");
  });

  it("the helper calls the import and hands back its module or its failure", async () => {
    const code = load("\0vite/preload-helper.js")!;
    const { __vitePreload } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      __vitePreload: (load: () => Promise<unknown>, deps?: unknown) => Promise<unknown>;
    };
    await expect(__vitePreload(() => Promise.resolve({ x: 1 }), [])).resolves.toEqual({ x: 1 });
    await expect(__vitePreload(() => Promise.reject(new Error("offline")), [])).rejects.toThrow("offline");
  });

  it("leaves every other module to Vite", () => {
    expect(load("/app/root.tsx")).toBeNull();
  });
});
