import { SANDBOX_TEST_CARDS } from "../../tests/support/test-cards";
import { describe, expect, it } from "vitest";
import { cardTypeOf, normaliseCardNumber, parseExpiry, validateCard } from "./card";

const NOW = new Date("2026-11-20T12:30:00Z");
const good = { number: "4111111111111111", expiry: "12/28", cvv: "123" };

// The sandbox's published test numbers, and its always-declined card (valid too).
const TEST_CARDS = [...SANDBOX_TEST_CARDS, "4000111111111115"];

describe("validateCard", () => {
  it("accepts a good card", () => {
    expect(validateCard(good, NOW)).toEqual([]);
  });

  it.each(TEST_CARDS)("accepts the sandbox test card %s", (number) => {
    expect(validateCard({ ...good, number }, NOW)).toEqual([]);
  });

  it.each(["378282246310005", "371449635398431"])("accepts the Amex %s with a 4-digit code only", (number) => {
    expect(validateCard({ ...good, number, cvv: "1234" }, NOW)).toEqual([]);
    expect(validateCard({ ...good, number, cvv: "123" }, NOW)).toEqual([{ path: "cvv", message: "Enter the 4-digit security code" }]);
  });

  it("accepts numbers typed with spaces or dashes", () => {
    expect(validateCard({ ...good, number: "4111 1111 1111 1111" }, NOW)).toEqual([]);
    expect(validateCard({ ...good, number: "4111-1111-1111-1111" }, NOW)).toEqual([]);
    expect(normaliseCardNumber(" 4111 1111-1111 1111 ")).toBe("4111111111111111");
  });

  it.each(["", "4111111111111112", "1234567812345678", "4111", "41111111111111111111", "4111x11111111111", "0000000000000000"])(
    "refuses the card number %j",
    (number) => {
      expect(validateCard({ ...good, number }, NOW)).toEqual([{ path: "cardNumber", message: "Enter a valid card number" }]);
    },
  );

  it.each(["", "13/28", "00/28", "1228x", "12-28", "12/2", "12/280", "1/2", "128"])("refuses the expiry %j", (expiry) => {
    expect(validateCard({ ...good, expiry }, NOW)).toEqual([{ path: "expiry", message: "Enter a valid expiry date (MM/YY)" }]);
  });

  it("refuses an expiry too far ahead to be real", () => {
    expect(validateCard({ ...good, expiry: "12/2099" }, NOW)).toEqual([{ path: "expiry", message: "Enter a valid expiry date (MM/YY)" }]);
  });

  it("takes a card as good until the end of its expiry month, by the given clock", () => {
    expect(validateCard({ ...good, expiry: "11/26" }, NOW)).toEqual([]);
    expect(validateCard({ ...good, expiry: "10/26" }, NOW)).toEqual([{ path: "expiry", message: "This card has expired" }]);
    expect(validateCard({ ...good, expiry: "11/26" }, new Date("2026-12-01T00:00:00Z"))).toEqual([
      { path: "expiry", message: "This card has expired" },
    ]);
  });

  it.each(["", "12", "1234", "12a", "abc"])("refuses the security code %j for a Visa", (cvv) => {
    expect(validateCard({ ...good, cvv }, NOW)).toEqual([{ path: "cvv", message: "Enter the 3-digit security code" }]);
  });

  it("names every bad field, in form order", () => {
    expect(validateCard({ number: "x", expiry: "x", cvv: "x" }, NOW).map((e) => e.path)).toEqual(["cardNumber", "expiry", "cvv"]);
  });
});

describe("parseExpiry", () => {
  it("reads the usual ways of writing an expiry", () => {
    expect(parseExpiry("12/28")).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry("12 / 28")).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry("1228")).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry("3/29")).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry("03/2029")).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry("13/28")).toBeNull();
  });
});

describe("cardTypeOf", () => {
  it("names the network and its code length", () => {
    expect(cardTypeOf("4111111111111111")).toMatchObject({ type: "visa", cvvDigits: 3 });
    expect(cardTypeOf("378282246310005")).toMatchObject({ type: "american-express", cvvDigits: 4 });
    expect(cardTypeOf("5555555555554444")).toMatchObject({ type: "mastercard" });
    expect(cardTypeOf("hello")).toBeNull();
  });
});
