import { describe, expect, it } from "vitest";
import { formIntent, intentFields, intentName } from "./intent";

describe("formIntent", () => {
  it("reads the button pressed from its name", () => {
    const form = new FormData();
    form.set("config", "abc");
    form.set(intentName("dec|toppings|mozzarella"), "");
    expect(formIntent(form)).toBe("dec|toppings|mozzarella");
  });
  it("prefers a hidden intent field, and is null without either", () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set(intentName("qty|+1"), "");
    expect(formIntent(form)).toBe("add");
    expect(formIntent(new FormData())).toBeNull();
  });
});

describe("a button's target in its name", () => {
  it("is URL-encoded after the intent, and leaves the intent alone", () => {
    const name = intentName("inc", { groupId: "toppings", optionId: "extra ham&cheese" });
    expect(name).toBe("intent:inc?groupId=toppings&optionId=extra+ham%26cheese");
    const form = new FormData();
    form.set("config", "abc");
    form.set(name, "");
    expect(formIntent(form)).toBe("inc");
    expect(intentFields(form)).toMatchObject({ config: "abc", groupId: "toppings", optionId: "extra ham&cheese", intent: "inc" });
  });

  it("is encoded as URLSearchParams encodes a form", () => {
    const texts = ["plain-id_1.x*", "with space", "a+b=c&d", "!'()~", "é 🍕", "%41", "", "line\nbreak", "q?#/:;,@$"];
    for (const text of texts) {
      const target = { [`k ${text}`]: text, id: text };
      expect(intentName("inc", target)).toBe(`intent:inc?${new URLSearchParams(target).toString()}`);
    }
  });
});

describe("intentFields", () => {
  it("gives the form's text fields (the first of each), the button's where the form has none, and the intent", () => {
    const form = new FormData();
    form.append("code", "A");
    form.append("code", "B");
    form.append("photo", new Blob(["x"]));
    form.set(intentName("remove", { code: "C", itemId: "cola" }), "");
    expect(intentFields(form)).toEqual({
      code: "A",
      "intent:remove?code=C&itemId=cola": "",
      itemId: "cola",
      intent: "remove",
    });
  });
  it("never lets a target stand for the intent, and keeps odd names as plain fields", () => {
    const form = new FormData();
    form.set("__proto__", "x");
    form.set(intentName("", { intent: "add" }), "");
    const fields = intentFields(form);
    expect(fields.intent).toBe("");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toContain("__proto__");
    expect(intentFields(new FormData()).intent).toBeNull();
  });
});
