// The browser gets React Router's production build (vite.config.ts): the files the build points at
// exist in the installed version, and they are the build without the development warnings, patched
// so that the components the site does not use (React Router's Link and NavLink) can be left out.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reactRouterProduction } from "../../vite.config";

const resolve = (source: string) => (reactRouterProduction.resolveId as (this: unknown, source: string) => string | null).call({}, source);

describe("React Router in the browser build", () => {
  it.each(["react-router", "react-router/dom"])("%s is the production build", (source) => {
    const file = resolve(source);
    expect(file).toMatch(/\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/);
    const chunks = [...readFileSync(file!, "utf8").matchAll(/from "\.\/(chunk-[^"]+)"/g)].map((m) => m[1]);
    const text = chunks.map((chunk) => readFileSync(new URL(chunk!, `file://${file}`), "utf8")).join("\n");
    expect(text).toContain("var ENABLE_DEV_WARNINGS = false;");
  });

  it("React Router's Link and NavLink are left out when unused: marked pure, no displayName assigned (patch)", () => {
    const file = resolve("react-router")!;
    const chunks = [...readFileSync(file, "utf8").matchAll(/from "\.\/(chunk-[^"]+)"/g)].map((m) => m[1]);
    const text = chunks.map((chunk) => readFileSync(new URL(chunk!, `file://${file}`), "utf8")).join("\n");
    for (const name of ["Link", "NavLink"]) {
      expect(text).toContain(`var ${name} = /* @__PURE__ */ React10.forwardRef(`);
      expect(text).not.toContain(`${name}.displayName =`);
    }
  });

  it("leaves other modules to Vite", () => {
    expect(resolve("react")).toBeNull();
    expect(resolve("react-router/internal")).toBeNull();
  });
});
