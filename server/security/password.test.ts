import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("passwords", () => {
  it("are hashed with scrypt and a salt, and verified", async () => {
    const a = await hashPassword("Password123!");
    const b = await hashPassword("Password123!");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Password123!", a)).toBe(true);
    expect(await verifyPassword("password123!", a)).toBe(false);
    expect(await verifyPassword("Password123!", "garbage")).toBe(false);
  });
});
