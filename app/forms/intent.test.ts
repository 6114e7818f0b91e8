import { describe, expect, it } from "vitest";
import { formIntent, intentName } from "./intent";

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
