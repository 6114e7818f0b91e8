import { describe, expect, it } from "vitest";
import { basketIntent } from "./basket-intents.server";
import { intentFields, intentName } from "../forms/intent";

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return basketIntent.safeParse(intentFields(form));
};

describe("the basket page's intents", () => {
  it("parse each control's form", () => {
    expect(posted({ intent: "inc", kind: "item", customID: "0a1b2c3d4e5f6a7b", js: "1" }).data).toEqual({
      intent: "inc",
      kind: "item",
      customID: "0a1b2c3d4e5f6a7b",
    });
    expect(posted({ intent: "dec", kind: "bundle", customID: "0a1b2c3d4e5f6a7b" }).data?.intent).toBe("dec");
    expect(posted({ intent: "upsell", itemId: "garlic-bread", then: "checkout" }).data).toEqual({
      intent: "upsell",
      itemId: "garlic-bread",
      then: "checkout",
    });
    expect(posted({ [intentName("remove-voucher")]: "", code: "FIVEOFF25" }).data).toEqual({ intent: "remove-voucher", code: "FIVEOFF25" });
    expect(posted({ [intentName("remove-unavailable")]: "" }).data).toEqual({ intent: "remove-unavailable" });
    expect(posted({ [intentName("employee-discount")]: "" }).data).toEqual({ intent: "employee-discount", answer: "yes" });
    expect(posted({ [intentName("employee-discount", { answer: "no" })]: "" }).data).toEqual({ intent: "employee-discount", answer: "no" });
    expect(posted({ [intentName("employee-discount", { answer: "maybe" })]: "" }).success).toBe(false);
  });

  it("take the voucher field as typed, cut to its length, and an empty one when it is missing", () => {
    expect(posted({ [intentName("voucher")]: "", voucherCode: ` ${"A".repeat(50)}` }).data).toEqual({
      intent: "voucher",
      voucherCode: ` ${"A".repeat(39)}`,
    });
    expect(posted({ [intentName("voucher")]: "" }).data).toEqual({ intent: "voucher", voucherCode: "" });
  });

  it("reject garbage, missing fields and the old pipe-joined values", () => {
    const refused: Record<string, string>[] = [
      {},
      { intent: "" },
      { intent: "nothing" },
      { intent: "inc" },
      { intent: "inc", kind: "item" },
      { intent: "inc", kind: "line", customID: "0a1b2c3d4e5f6a7b" },
      { intent: "dec", kind: "item", customID: "../../etc" },
      { intent: "upsell" },
      { intent: "upsell", itemId: "Garlic Bread" },
      { intent: "remove-voucher" },
      { intent: "upsell|garlic-bread" },
      { intent: "inc|item|0a1b2c3d4e5f6a7b" },
      { [intentName("dec|item|0a1b2c3d4e5f6a7b")]: "" },
      { [intentName("remove-voucher|FIVEOFF25")]: "" },
    ];
    for (const fields of refused) expect(posted(fields).success, JSON.stringify(fields)).toBe(false);
  });
});
