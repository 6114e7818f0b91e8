import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", null, "/a\nb"])("rejects %j", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });
  it("keeps our own paths", () => {
    expect(safeRedirect("/collection?q=M1%201AA")).toBe("/collection?q=M1%201AA");
  });
});
