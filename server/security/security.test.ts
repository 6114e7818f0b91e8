import { describe, expect, it } from "vitest";
import { sign, unsign } from "../http/cookies";
import { hashPassword, verifyPassword } from "./password";

describe("signed cookies", () => {
  it("verify with the same secret only", () => {
    const s = sign("session-id", "secret-one");
    expect(unsign(s, "secret-one")).toBe("session-id");
    expect(unsign(s, "secret-two")).toBeNull();
    expect(unsign(s.replace("session-id", "other-id"), "secret-one")).toBeNull();
    expect(unsign("no-dot", "secret-one")).toBeNull();
  });
});

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
