import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { basketIdFromCookie, derivedKey, sign, signBasketId, unsign } from "./cookies";

const SECRET = "a-session-secret-of-enough-length-0123456789";
const hmac = (key: string, value: string) => createHmac("sha256", key).update(value).digest("base64url");

describe("signed cookie values", () => {
  it("are the value and its HMAC-SHA256 in base64url, as cookies already issued were signed", () => {
    expect(sign("abc", SECRET)).toBe(`abc.${hmac(SECRET, "abc")}`);
    expect(derivedKey(SECRET, "BASKET_ID")).toBe(hmac(SECRET, "BASKET_ID"));
    const id = "0b8e9a1c-1234-4abc-8def-0123456789ab";
    expect(signBasketId(id, SECRET)).toBe(`${id}.${hmac(hmac(SECRET, "BASKET_ID"), id)}`);
  });

  it("are read back only with the secret they were signed with", () => {
    expect(unsign(sign("abc", SECRET), SECRET)).toBe("abc");
    expect(unsign(sign("abc", SECRET), `${SECRET}x`)).toBeNull();
    expect(unsign(`abd.${sign("abc", SECRET).split(".")[1]}`, SECRET)).toBeNull();
    expect(unsign("no-signature", SECRET)).toBeNull();
  });

  it("keep each cookie's key apart: a session value never passes as a basket id", () => {
    const id = "0b8e9a1c-1234-4abc-8def-0123456789ab";
    expect(basketIdFromCookie(signBasketId(id, SECRET), SECRET)).toBe(id);
    expect(basketIdFromCookie(sign(id, SECRET), SECRET)).toBeNull();
    expect(basketIdFromCookie(signBasketId(id, SECRET), `${SECRET}x`)).toBeNull();
  });
});

describe("signed cookies", () => {
  it("verify with the same secret only", () => {
    const s = sign("session-id", "secret-one");
    expect(unsign(s, "secret-one")).toBe("session-id");
    expect(unsign(s, "secret-two")).toBeNull();
    expect(unsign(s.replace("session-id", "other-id"), "secret-one")).toBeNull();
    expect(unsign("no-dot", "secret-one")).toBeNull();
  });
});
