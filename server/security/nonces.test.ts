import { describe, expect, it } from "vitest";
import { nonceSource } from "./nonces";

describe("nonceSource", () => {
  it("gives 16 random bytes in base64, never the same twice across several fills of its pool", () => {
    const next = nonceSource();
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = next();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });

  it("two sources give different nonces", () => {
    const a = nonceSource();
    const b = nonceSource();
    expect(a()).not.toBe(b());
  });
});
