import { describe, expect, it } from "vitest";
import { intentFields, intentName } from "../forms/intent";
import { isOfferTap, rewardIntent } from "./loyalty-intents.server";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const posted = (fields: Record<string, string>) => rewardIntent.safeParse(intentFields(form(fields)));
const tap = (verb: string, target: Record<string, string>) => ({ tempBasketJSON: "{}", [intentName(verb, target)]: "" });

describe("the reward page's intents", () => {
  it("parse an offer's button, its reward and offer from its name, and the page's buttons", () => {
    expect(posted(tap("select", { sectionIndex: "2", offerId: "margherita" })).data).toEqual({
      intent: "select",
      sectionIndex: 2,
      offerId: "margherita",
    });
    expect(posted(tap("deselect", { sectionIndex: "0", offerId: "dip-garlic" })).data?.intent).toBe("deselect");
    for (const intent of ["save", "checkout", "clear"]) expect(posted({ [intentName(intent)]: "" }).data).toEqual({ intent });
  });

  it("reject garbage, missing fields and the old pipe-joined values", () => {
    const refused: Record<string, string>[] = [
      {},
      { [intentName("pick")]: "" },
      { [intentName("select")]: "" },
      tap("select", { sectionIndex: "1" }),
      tap("select", { sectionIndex: "-1", offerId: "margherita" }),
      tap("select", { sectionIndex: "1.5", offerId: "margherita" }),
      tap("select", { sectionIndex: "101", offerId: "margherita" }),
      tap("deselect", { sectionIndex: "1", offerId: "<script>" }),
      { [intentName("select|1|margherita")]: "" },
      { intent: "deselect|0|margherita" },
    ];
    for (const fields of refused) expect(posted(fields).success, JSON.stringify(fields)).toBe(false);
  });

  it("tell an offer tap whose offer did not parse from anything else", () => {
    expect(isOfferTap(form({ [intentName("select")]: "" }))).toBe(true);
    expect(isOfferTap(form(tap("deselect", { offerId: "<script>" })))).toBe(true);
    expect(isOfferTap(form({ [intentName("select|1|margherita")]: "" }))).toBe(false);
    expect(isOfferTap(form({}))).toBe(false);
  });
});
