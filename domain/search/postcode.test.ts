import { describe, expect, it } from "vitest";
import {
  inwardCode,
  isValidEircode,
  isValidUkPostcode,
  normaliseEircode,
  normalisePostcode,
  outwardCode,
  POSTCODE_MESSAGE,
  routingKey,
  validateSearchPostcode,
} from "./postcode";

// Copied from ../shared/data/postcode-cases.json (its README allows it) so these tests still run
// where the shared folder is absent.
const cases = {
  valid: [
    "M1 1AA",
    "M11AA",
    "M60 1NW",
    "M601NW",
    "CR2 6XH",
    "CR26XH",
    "DN55 1PT",
    "DN551PT",
    "W1A 1HQ",
    "W1A1HQ",
    "EC1A 1BB",
    "EC1A1BB",
    "XM4 5HQ",
    "XM45HQ",
    "BX1 1LT",
    "BX11LT",
    "GIR 0AA",
    "GIR0AA",
    "gir 0aa",
    "L27 8XY",
    "NR103EZ",
    "RG45AY",
    "NE69 7AW",
    "SE23 2NF",
    "MA1 1AA",
    "BT35 8GE",
    "sw1a 2aa",
  ],
  invalid: [
    "",
    " ",
    "null",
    "1234 567",
    "ABCD EFG",
    "!,$^ +@#",
    "FIQQ 1ZZ",
    "AI-2640",
    "BFPO 1234",
    "GIR",
    "Definitely wrong",
    "12FSSD",
    "1A1 1AA",
    "EH1 JS",
    "EH1JS",
    "EH 1JS",
  ],
  normalise: [
    ["L278XY", "L27 8XY"],
    ["nr10 3ez", "NR10 3EZ"],
    ["  ZE1   0AA ", "ZE1 0AA"],
    ["gir0aa", "GIR 0AA"],
  ],
} as const;

describe("normalisePostcode", () => {
  it.each(cases.normalise)("%j → %j", (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });
  it("drops tabs and newlines too, and leaves short input unspaced", () => {
    expect(normalisePostcode("\tsw1a\n2aa ")).toBe("SW1A 2AA");
    expect(normalisePostcode(" m1 ")).toBe("M1");
    expect(normalisePostcode("")).toBe("");
  });
});

describe("isValidUkPostcode", () => {
  it.each(cases.valid)("accepts %j", (input) => {
    expect(isValidUkPostcode(input)).toBe(true);
  });
  it.each(cases.invalid)("rejects %j", (input) => {
    expect(isValidUkPostcode(input)).toBe(false);
  });
  it("tolerates extra whitespace anywhere", () => {
    expect(isValidUkPostcode("  b1   1ng  ")).toBe(true);
  });
  it.each([
    ["QA1 1AA", "Q never first"],
    ["VA1 1AA", "V never first"],
    ["XA1 1AA", "X never first (XM4 5HQ is the named exception)"],
    ["XM4 5HA", "only XM4 5HQ itself"],
    ["AI1 1AA", "I never second"],
    ["AJ1 1AA", "J never second"],
    ["AZ1 1AA", "Z never second"],
    ["A1I 1AA", "I not allowed in A9A"],
    ["A1L 1AA", "L not allowed in A9A"],
    ["AA1C 1AA", "C not allowed in AA9A"],
    ["M1 1CA", "C never inward"],
    ["M1 1AI", "I never inward"],
    ["M1 1KA", "K never inward"],
    ["M1 1AM", "M never inward"],
    ["M1 1OA", "O never inward"],
    ["M1 1AV", "V never inward"],
    ["GIR 0AB", "only GIR 0AA"],
    ["M1 1AA1", "too long"],
    ["M111 1AA", "at most two digits in the district"],
  ])("rejects %j (%s)", (input) => {
    expect(isValidUkPostcode(input)).toBe(false);
  });
});

describe("isValidEircode", () => {
  it.each(["D02 X285", "d02x285", " A65  F4E2 ", "D6W 1234", "T12 2F7K"])("accepts %j", (input) => {
    expect(isValidEircode(input)).toBe(true);
  });
  it.each(["", "D02", "D02 X28", "D02 X2855", "B02 X285", "D02 X2B5", "DX2 X285", "D6X 1234", "M1 1AA"])("rejects %j", (input) => {
    expect(isValidEircode(input)).toBe(false);
  });
  it("formats as routing key and identifier", () => {
    expect(normaliseEircode(" d02x285 ")).toBe("D02 X285");
  });
});

describe("outward, inward and routing codes", () => {
  it("splits valid codes and refuses invalid ones", () => {
    expect(outwardCode("sw1a2aa")).toBe("SW1A");
    expect(outwardCode("M1 1AA")).toBe("M1");
    expect(outwardCode("GIR 0AA")).toBe("GIR");
    expect(outwardCode("nonsense")).toBeNull();
    expect(inwardCode("L27 8XY")).toBe("8XY");
    expect(inwardCode("EH1 JS")).toBeNull();
    expect(routingKey("d02 x285")).toBe("D02");
    expect(routingKey("D6W1234")).toBe("D6W");
    expect(routingKey("M1 1AA")).toBeNull();
  });
});

describe("validateSearchPostcode", () => {
  it("gives the display form of a UK postcode for either brand", () => {
    expect(validateSearchPostcode(" m11aa ", "uk")).toEqual({ ok: true, postcode: "M1 1AA" });
    expect(validateSearchPostcode("bt358ge", "ie")).toEqual({ ok: true, postcode: "BT35 8GE" });
  });
  it("takes Eircodes for the Irish brand only", () => {
    expect(validateSearchPostcode("d02x285", "ie")).toEqual({ ok: true, postcode: "D02 X285" });
    expect(validateSearchPostcode("D02 X285", "uk")).toEqual({ ok: false, message: POSTCODE_MESSAGE });
  });
  it.each(["", "   ", "EH1 JS", "hello"])("rejects %j with the spec's message", (input) => {
    expect(validateSearchPostcode(input, "uk")).toEqual({ ok: false, message: "Please enter a valid postcode" });
    expect(validateSearchPostcode(input, "ie")).toEqual({ ok: false, message: "Please enter a valid postcode" });
  });
});
