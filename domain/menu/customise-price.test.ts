import { describe, expect, it } from "vitest";
import * as addability from "./addability";
import {
  applyIntent,
  configurationCalories,
  customIdOf,
  describeSelections,
  initialConfiguration,
  isAddable,
  isCustomisable,
  isOptionFreeAddable,
  linePriceMinor,
  type Configuration,
  type CustomisableItem,
} from "./customise";
import { loadMenu, menuItem } from "./menu.fixtures";
import { choose, halfAndHalf, inc, margherita, run, toggle } from "./customise.fixtures";

describe("line price", () => {
  it("is the base price plus chosen options × quantity; included options are free", () => {
    expect(linePriceMinor(margherita, initialConfiguration(margherita))).toBe(1095);
    const c = run(
      margherita,
      choose("margherita-base", "base-stuffed-crust"),
      inc("margherita-toppings", "extra-mozzarella"),
      inc("margherita-toppings", "extra-mozzarella"),
    );
    expect(linePriceMinor(margherita, c)).toBe(1095 + 200 + 2 * 125);
  });
  it("is a unit price: the line quantity does not change it", () => {
    const c = run(margherita, inc("margherita-toppings", "extra-ham"), { type: "set-quantity", quantity: 4 });
    expect(linePriceMinor(margherita, c)).toBe(1095 + 150);
  });
  it("never refunds a removal; each removed ingredient makes the dearest chargeable extra unit free", () => {
    const removed = run(margherita, toggle("margherita-customise", "inc-basil"));
    expect(linePriceMinor(margherita, removed)).toBe(1095);
    expect(isOptionFreeAddable(margherita, removed, "margherita-toppings", "extra-mushrooms")).toBe(true);
    const swapped = applyIntent(margherita, removed, inc("margherita-toppings", "extra-mushrooms"));
    expect(linePriceMinor(margherita, swapped)).toBe(1095);
    expect(isOptionFreeAddable(margherita, swapped, "margherita-toppings", "extra-ham")).toBe(false);
    const two = applyIntent(margherita, swapped, inc("margherita-toppings", "extra-ham"));
    expect(linePriceMinor(margherita, two)).toBe(1095 + 95); // the ham (150) is the free one
  });
  it("charges single-choice options and non-pizza extras even after a removal", () => {
    const base = run(margherita, toggle("margherita-customise", "inc-basil"), choose("margherita-base", "base-gluten-free"));
    expect(linePriceMinor(margherita, base)).toBe(1095 + 250);
    expect(isOptionFreeAddable(margherita, base, "margherita-base", "base-wholemeal")).toBe(false);
    const salad = menuItem("caesar-salad");
    const c = run(salad, toggle("caesar-salad-customise", "inc-croutons"), inc("caesar-salad-protein", "add-roast-chicken"));
    expect(linePriceMinor(salad, c)).toBe(995 + 250);
  });
  it("charges the halves and their toppings, each half on its own", () => {
    const c = run(
      halfAndHalf,
      choose("half-and-half-base", "base-thin"),
      choose("half-and-half-left", "left-bbq-chicken"),
      choose("half-and-half-right", "right-margherita"),
      inc("half-and-half-right-margherita-toppings", "right-margherita-pepperoni"),
    );
    expect(linePriceMinor(halfAndHalf, c)).toBe(1395 + 50 + 80);
  });
  it("does not charge option id '1' (spec §5) and ignores entries of hidden groups", () => {
    const item: CustomisableItem = {
      id: "x",
      basePriceMinor: 500,
      groups: [{ id: "g", name: "Add", kind: "choice", min: 0, max: 2, options: [{ ...margherita.groups[1]!.options[0]!, id: "1" }] }],
    };
    expect(linePriceMinor(item, run(item, inc("g", "1")))).toBe(500);
    const hidden: Configuration = {
      itemId: "half-and-half",
      quantity: 1,
      selections: [{ groupId: "half-and-half-left-margherita-toppings", optionId: "left-margherita-mozzarella", quantity: 2 }],
    };
    expect(linePriceMinor(halfAndHalf, hidden)).toBe(1395);
  });
});

describe("calories", () => {
  it("opens on the item's own figure, then adds extras × quantity and takes removed ingredients off", () => {
    expect(configurationCalories(margherita, initialConfiguration(margherita))).toBe(880);
    const c = run(
      margherita,
      inc("margherita-toppings", "extra-mozzarella"),
      inc("margherita-toppings", "extra-mozzarella"),
      toggle("margherita-customise", "inc-basil"),
    );
    expect(configurationCalories(margherita, c)).toBe(880 + 2 * 90 - 1);
  });
  it("counts a single choice by its difference from the default (or first) option", () => {
    expect(configurationCalories(margherita, run(margherita, choose("margherita-base", "base-thin")))).toBe(880 - 620 + 480);
    const cola = menuItem("cola");
    expect(configurationCalories(cola, run(cola, choose("cola-size", "size-500ml")))).toBe(
      139 - 139 + cola.groups[0]!.options[1]!.calories,
    );
    expect(configurationCalories(halfAndHalf, run(halfAndHalf, choose("half-and-half-left", "left-margherita")))).toBe(960);
  });
  it("measures sizes from option '26', the default size (spec §5)", () => {
    const size = { id: "25", name: "Small", costMinor: 0, calories: 250, dietPreferences: [], isIncluded: false, isDefault: false };
    const options = [size, { ...size, id: "26", name: "Regular", calories: 300 }, { ...size, id: "27", name: "Large", calories: 500 }];
    const item: CustomisableItem = {
      id: "x",
      basePriceMinor: 500,
      calories: 400,
      groups: [{ id: "size", name: "Choose your size", kind: "size", min: 1, max: 1, options }],
    };
    expect(configurationCalories(item, initialConfiguration(item))).toBe(400);
    expect(configurationCalories(item, run(item, choose("size", "26")))).toBe(400);
    expect(configurationCalories(item, run(item, choose("size", "25")))).toBe(350);
    expect(configurationCalories(item, run(item, choose("size", "27")))).toBe(600);
  });
});

describe("basket description", () => {
  it("reads as the customer chose", () => {
    const c = run(
      margherita,
      choose("margherita-base", "base-thin"),
      inc("margherita-toppings", "extra-mozzarella"),
      inc("margherita-toppings", "extra-mozzarella"),
      toggle("margherita-customise", "inc-basil"),
    );
    expect(describeSelections(margherita, c)).toEqual(["Thin & crispy base", "Extra mozzarella ×2", "No fresh basil"]);
    const h = run(
      halfAndHalf,
      choose("half-and-half-base", "base-stuffed-crust"),
      choose("half-and-half-left", "left-pepperoni-classic"),
      inc("half-and-half-left-pepperoni-classic-toppings", "left-pepperoni-classic-jalapenos"),
      choose("half-and-half-right", "right-bbq-chicken"),
    );
    expect(describeSelections(halfAndHalf, h)).toEqual([
      "Cheese-stuffed crust",
      "Left half: Classic Pepperoni",
      "Left half: Extra jalapeños",
      "Right half: Smoky BBQ Chicken",
    ]);
  });
});

describe("customID", () => {
  const a = run(margherita, inc("margherita-toppings", "extra-ham"), toggle("margherita-customise", "inc-basil"));
  it("ignores the line quantity and the order of selections", () => {
    expect(customIdOf({ ...a, quantity: 7 })).toBe(customIdOf(a));
    expect(customIdOf({ ...a, selections: [...a.selections].reverse() })).toBe(customIdOf(a));
  });
  it("differs when the choices differ, and matches the basket service's quick add for defaults", () => {
    expect(customIdOf(initialConfiguration(margherita))).not.toBe(customIdOf(a));
    expect(addability.customIdOf("margherita", addability.defaultSelections(margherita))).toBe(
      customIdOf(initialConfiguration(margherita)),
    );
  });
});

describe("addability agrees with the customise rules", () => {
  // The rule as spec §5 words it, kept here as the reference the shared implementation must match.
  const specAddable = (item: CustomisableItem) =>
    item.groups.every((g) => g.min === 0 || g.options.length <= 1 || g.options.some((o) => o.isDefault));
  for (const brand of ["uk", "ie"] as const) {
    it(`on every ${brand} item`, () => {
      for (const item of loadMenu(brand).items) {
        expect(isAddable(item), item.id).toBe(specAddable(item));
        expect(addability.isAddable(item), item.id).toBe(specAddable(item));
        expect(addability.isCustomisable(item)).toBe(isCustomisable(item));
        expect(addability.defaultSelections(item)).toEqual(initialConfiguration(item).selections);
      }
    });
  }
});
