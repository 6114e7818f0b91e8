import { describe, expect, it } from "vitest";
import { intentFields, intentName } from "./intent";
import { bundleChange, bundleIntent, controlOf, customiseChange, customiseIntent } from "./product-intents.server";

/** The page's one form posted by a button: the configuration and the button's name. */
function pressed(name: string) {
  const form = new FormData();
  form.set("config", "abc");
  form.set(name, "");
  return intentFields(form);
}

describe("the customise page's intents", () => {
  it("parse each control, its option from the button's name", () => {
    expect(customiseIntent.parse(pressed(intentName("inc", { groupId: "toppings", optionId: "extra-ham" })))).toEqual({
      intent: "inc",
      groupId: "toppings",
      optionId: "extra-ham",
    });
    for (const verb of ["choose", "dec", "excl"])
      expect(customiseIntent.parse(pressed(intentName(verb, { groupId: "base", optionId: "thin" }))).intent).toBe(verb);
    expect(customiseIntent.parse(pressed(intentName("qty", { step: "-1" })))).toEqual({ intent: "qty", step: "-1" });
    expect(customiseIntent.parse(pressed(intentName("qty", { step: "+1" })))).toEqual({ intent: "qty", step: "+1" });
    expect(customiseIntent.parse(pressed(intentName("reset-pizza")))).toEqual({ intent: "reset-pizza" });
    expect(customiseIntent.parse(pressed(intentName("reset-toppings")))).toEqual({ intent: "reset-toppings" });
    expect(customiseIntent.parse(pressed(intentName("add")))).toEqual({ intent: "add" });
  });

  it("reject garbage, missing targets and the old pipe-joined values", () => {
    for (const name of [
      "intent:",
      "nothing",
      intentName("remove", { groupId: "toppings", optionId: "extra-ham" }),
      intentName("inc"),
      intentName("inc", { groupId: "toppings" }),
      intentName("choose", { groupId: "Toppings!", optionId: "x" }),
      intentName("qty"),
      intentName("qty", { step: "5" }),
      intentName("inc|toppings|extra-ham"),
      intentName("qty|+1"),
      intentName("choose|base|thin", { groupId: "base", optionId: "thin" }),
    ])
      expect(customiseIntent.safeParse(pressed(name)).success, name).toBe(false);
    expect(customiseIntent.safeParse(intentFields(new FormData())).success).toBe(false);
  });

  it("map a control to the configuration's change and the control focus comes back to", () => {
    expect(customiseChange({ intent: "qty", step: "-1" }, 3)).toEqual({ type: "set-quantity", quantity: 2 });
    expect(customiseChange({ intent: "qty", step: "+1" }, 3)).toEqual({ type: "set-quantity", quantity: 4 });
    expect(customiseChange({ intent: "excl", groupId: "g", optionId: "o" }, 1)).toEqual({
      type: "toggle-exclusion",
      groupId: "g",
      optionId: "o",
    });
    expect(customiseChange({ intent: "reset-pizza" }, 1)).toEqual({ type: "reset-pizza" });
    expect(controlOf({ intent: "dec", groupId: "g", optionId: "o" })).toEqual(["dec", "g", "o"]);
    expect(controlOf({ intent: "qty", step: "+1" })).toEqual(["qty", "+1", ""]);
    expect(controlOf({ intent: "reset-toppings" })).toEqual(["reset-toppings", "", ""]);
  });
});

describe("the bundle page's intents", () => {
  it("parse each control, its product from the button's name", () => {
    expect(bundleIntent.parse(pressed(intentName("add", { sectionId: "two-desserts", itemId: "cola" })))).toEqual({
      intent: "add",
      sectionId: "two-desserts",
      itemId: "cola",
    });
    expect(bundleIntent.parse(pressed(intentName("remove", { sectionId: "two-desserts", itemId: "cola" }))).intent).toBe("remove");
    expect(bundleIntent.parse(pressed(intentName("qty", { step: "+1" })))).toEqual({ intent: "qty", step: "+1" });
    expect(bundleIntent.parse(pressed(intentName("add-bundle")))).toEqual({ intent: "add-bundle" });
  });

  it("reject garbage, missing targets and the old pipe-joined values", () => {
    for (const name of [
      intentName("add"),
      intentName("remove", { sectionId: "two-desserts" }),
      intentName("inc", { sectionId: "two-desserts", itemId: "cola" }),
      intentName("add|two-desserts|cola"),
      intentName("remove|two-desserts|cola", { sectionId: "two-desserts", itemId: "cola" }),
      intentName("nothing"),
    ])
      expect(bundleIntent.safeParse(pressed(name)).success, name).toBe(false);
  });

  it("map a control to the bundle's change and the control focus comes back to", () => {
    expect(bundleChange({ intent: "qty", step: "-1" }, 2)).toEqual({ type: "set-quantity", quantity: 1 });
    expect(bundleChange({ intent: "remove", sectionId: "s", itemId: "i" }, 2)).toEqual({ type: "remove", sectionId: "s", itemId: "i" });
    expect(controlOf({ intent: "add", sectionId: "s", itemId: "i" })).toEqual(["add", "s", "i"]);
  });
});
