import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-styles";

describe("inlineStylesheets", () => {
  it("reads every stylesheet of the manifest once, in order, as bytes safe inside <style>, and empties the manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), "styles-"));
    writeFileSync(join(dir, "a.css"), "a{color:red}");
    writeFileSync(join(dir, "b.css"), 'b::after{content:"</STYLE>"}');
    const build = {
      assets: {
        entry: { module: "/entry.js", imports: [], css: ["a.css"] },
        routes: { root: { id: "root", css: ["a.css", "b.css"] }, home: { id: "home", css: ["b.css"] } },
      },
    } as unknown as ServerBuild;
    const styles = inlineStylesheets(build, dir);
    expect(new TextDecoder().decode(styles.css)).toBe('a{color:red}\nb::after{content:"<\\/STYLE>"}');
    expect(styles.placeholder).toBe("/*site-styles*/");
    expect((build.assets.entry as { css?: string[] }).css).toEqual([]);
    expect(Object.values(build.assets.routes).map((r) => r?.css)).toEqual([[], []]);
  });
});
