import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIET_FILTERS, matchesAllergens, matchesDiet, NO_RESULTS_MESSAGE, parseDietFilters, visibleOptions } from "./diet-filter";
import { menuItem } from "./menu.fixtures";

describe("parseDietFilters", () => {
  it("reads URL values case-insensitively, drops unknown ones and repeats, in the modal's order", () => {
    expect(parseDietFilters(["vegan", "VEGAN", "nonsense", "gluten-free", ""])).toEqual(["Gluten-Free", "Vegan"]);
    expect(parseDietFilters(["Gluten free", "vegetarian"])).toEqual(["Gluten-Free", "Vegetarian"]);
    expect(parseDietFilters([])).toEqual([]);
  });
  it("is idempotent and only ever yields known filters", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...DIET_FILTERS, "vegan", "GLUTEN-FREE"))), (values) => {
        const once = parseDietFilters(values);
        expect(parseDietFilters(once)).toEqual(once);
        expect(once.every((f) => DIET_FILTERS.includes(f))).toBe(true);
        expect(new Set(once).size).toBe(once.length);
      }),
    );
  });
});

describe("matching", () => {
  it("keeps items whose preferences include every selected filter", () => {
    expect(matchesDiet(["Vegan", "Vegetarian"], ["Vegan"])).toBe(true);
    expect(matchesDiet(["Vegan", "Vegetarian"], ["Vegan", "Gluten-Free"])).toBe(false);
    expect(matchesDiet([], [])).toBe(true);
  });
  it("keeps items with none of the excluded allergens", () => {
    expect(matchesAllergens(["milk", "eggs"], [])).toBe(true);
    expect(matchesAllergens(["milk", "eggs"], ["fish"])).toBe(true);
    expect(matchesAllergens(["milk", "eggs"], ["fish", "milk"])).toBe(false);
  });
  it("has the no-results message", () => {
    expect(NO_RESULTS_MESSAGE).toBe("No results found. Please adjust your filters.");
  });
});

describe("visibleOptions", () => {
  const margherita = menuItem("margherita");
  const toppings = margherita.groups[1]!;
  const removable = margherita.groups[2]!;
  it("shows everything without filters", () => {
    expect(visibleOptions(toppings, [], new Set())).toHaveLength(toppings.options.length);
  });
  it("hides options lacking a selected preference but keeps selected ones", () => {
    const ids = visibleOptions(toppings, ["Vegan"], new Set(["extra-ham"])).map((o) => o.id);
    expect(ids).toContain("extra-mushrooms");
    expect(ids).toContain("extra-ham");
    expect(ids).not.toContain("extra-mozzarella");
    expect(ids).not.toContain("extra-pepperoni");
  });
  it("keeps included ingredients so they can still be taken off", () => {
    expect(visibleOptions(removable, ["Vegan"], new Set()).map((o) => o.id)).toEqual(["inc-tomato-sauce", "inc-mozzarella", "inc-basil"]);
  });
});
