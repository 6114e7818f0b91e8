import { describe, expect, it } from "vitest";
import { derivedKey, sealer, UnsealError } from "./sealed-text";

const SECRET = "a-session-secret-of-at-least-32-characters";
const box = sealer(SECRET, "outbox message v1");

const flip = (sealed: string, part: number) => {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[part]!, "base64url");
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
};

describe("sealed text (AES-256-GCM, HKDF key)", () => {
  it("round-trips any text, with a fresh IV each time, and hides it", () => {
    const text = "Hello Ada, use this link: https://shop.example/resetPassword/collection/abc.def — £5 off ☕";
    const a = box.seal(text, "m1:body");
    const b = box.seal(text, "m1:body");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain("resetPassword");
    expect(box.open(a, "m1:body")).toBe(text);
    expect(box.open(box.seal("", "x"), "x")).toBe("");
  });

  it("detects a changed IV, ciphertext or tag, and a truncated value", () => {
    const sealed = box.seal("123456 is your code", "m1:body");
    for (const part of [1, 2, 3]) expect(() => box.open(flip(sealed, part), "m1:body")).toThrow(UnsealError);
    expect(() => box.open(sealed.slice(0, -2), "m1:body")).toThrow(UnsealError);
    expect(() => box.open("123456 is your code", "m1:body")).toThrow(UnsealError);
  });

  it("does not open under another context (row or column) or another key", () => {
    const sealed = box.seal("123456 is your code", "m1:body");
    expect(() => box.open(sealed, "m2:body")).toThrow(UnsealError);
    expect(() => box.open(sealed, "m1:subject")).toThrow(UnsealError);
    expect(() => sealer("another-session-secret-of-32-characters!!", "outbox message v1").open(sealed, "m1:body")).toThrow(UnsealError);
    expect(() => sealer(SECRET, "another purpose").open(sealed, "m1:body")).toThrow(UnsealError);
  });

  it("derives a different 32-byte key per purpose, none equal to the secret", () => {
    const k1 = derivedKey(SECRET, "outbox message v1");
    expect(k1).toHaveLength(32);
    expect(k1.equals(derivedKey(SECRET, "flash"))).toBe(false);
    expect(k1.toString("utf8")).not.toContain(SECRET.slice(0, 16));
  });
});
