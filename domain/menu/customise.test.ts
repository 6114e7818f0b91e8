import { describe, expect, it } from "vitest";
import {
  activeGroups,
  applyIntent,
  BASE_REQUIRED_MESSAGE,
  canIncrement,
  FREE_EXTRA_CAP,
  initialConfiguration,
  isPizza,
  isSingleChoice,
  optionQuantity,
  REQUIRED_MESSAGE,
  validateConfiguration,
  type CustomisableItem,
  type CustomiseIntent,
} from "./customise";
import { menuItem } from "./menu.fixtures";
import { choose, dec, halfAndHalf, inc, margherita, run, toggle } from "./customise.fixtures";

const times = (n: number, intent: CustomiseIntent) => Array.from({ length: n }, () => intent);

describe("recognising groups and pizzas", () => {
  it("a pizza's first group is 'Choose your base' with more than one option", () => {
    expect(isPizza(margherita)).toBe(true);
    expect(isPizza(halfAndHalf)).toBe(true);
    expect(isPizza(menuItem("gf-margherita"))).toBe(true);
    expect(isPizza(menuItem("dough-balls"))).toBe(false);
    expect(isPizza(menuItem("spaghetti-bolognese"))).toBe(false);
    expect(
      isPizza({ id: "x", basePriceMinor: 1, groups: [{ ...margherita.groups[0]!, options: margherita.groups[0]!.options.slice(0, 1) }] }),
    ).toBe(false);
  });
  it("single choice is radio style (min ≥ 1, max ≤ min, one pick); 'Choose 3 dips' is not", () => {
    expect(isSingleChoice(margherita.groups[0]!)).toBe(true);
    expect(isSingleChoice(margherita.groups[1]!)).toBe(false);
    expect(isSingleChoice(menuItem("dough-balls-sharer").groups[0]!)).toBe(false);
    expect(isSingleChoice(menuItem("chocolate-brownie").groups[0]!)).toBe(false); // optional, 0–1
  });
});

describe("initial configuration", () => {
  it("starts at quantity 1 with the default of each single-choice group and no entries for included options", () => {
    expect(initialConfiguration(margherita)).toEqual({
      itemId: "margherita",
      quantity: 1,
      selections: [{ groupId: "margherita-base", optionId: "base-classic", quantity: 1 }],
    });
    expect(initialConfiguration(menuItem("spaghetti-bolognese")).selections).toEqual([
      { groupId: "spaghetti-bolognese-size", optionId: "size-regular", quantity: 1 },
    ]);
  });
  it("leaves a choice without a default empty", () => {
    expect(initialConfiguration(menuItem("triple-chilli-scorcher")).selections).toEqual([]);
    expect(initialConfiguration(menuItem("gelato")).selections).toEqual([]);
    expect(initialConfiguration(halfAndHalf).selections).toEqual([]);
  });
  it("counts a single option as the default", () => {
    const item: CustomisableItem = {
      id: "x",
      basePriceMinor: 100,
      groups: [
        { id: "g", name: "Choose", kind: "choice", min: 1, max: 1, options: [{ ...margherita.groups[0]!.options[1]!, isDefault: false }] },
      ],
    };
    expect(initialConfiguration(item).selections).toEqual([{ groupId: "g", optionId: "base-thin", quantity: 1 }]);
  });
  it("is the same on every call, and a change to one does not reach the next (it is kept per item)", () => {
    const first = initialConfiguration(margherita);
    const changed = applyIntent(margherita, first, choose("margherita-base", "base-thin"));
    first.selections.push({ groupId: "margherita-toppings", optionId: "extra-chicken", quantity: 1 });
    expect(changed.selections).toContainEqual({ groupId: "margherita-base", optionId: "base-thin", quantity: 1 });
    expect(initialConfiguration(margherita).selections).toEqual([{ groupId: "margherita-base", optionId: "base-classic", quantity: 1 }]);
  });
});

describe("choosing in a single-choice group", () => {
  it("replaces the current choice", () => {
    const c = run(margherita, choose("margherita-base", "base-thin"), choose("margherita-base", "base-stuffed-crust"));
    expect(c.selections).toEqual([{ groupId: "margherita-base", optionId: "base-stuffed-crust", quantity: 1 }]);
  });
  it("keeps the half's sub-selections whose option name matches in the new half (real Half & Half)", () => {
    const mt = "half-and-half-left-margherita-toppings";
    const c = run(
      halfAndHalf,
      choose("half-and-half-left", "left-margherita"),
      inc(mt, "left-margherita-mozzarella"),
      inc(mt, "left-margherita-mozzarella"),
      inc(mt, "left-margherita-oregano"),
      choose("half-and-half-right", "right-vegan-garden"),
      inc("half-and-half-right-vegan-garden-toppings", "right-vegan-garden-mushrooms"),
      choose("half-and-half-left", "left-pepperoni-classic"),
    );
    const pt = "half-and-half-left-pepperoni-classic-toppings";
    expect(c.selections).toEqual([
      { groupId: "half-and-half-left", optionId: "left-pepperoni-classic", quantity: 1 },
      { groupId: pt, optionId: "left-pepperoni-classic-mozzarella", quantity: 2 },
      { groupId: pt, optionId: "left-pepperoni-classic-oregano", quantity: 1 },
      { groupId: "half-and-half-right", optionId: "right-vegan-garden", quantity: 1 },
      { groupId: "half-and-half-right-vegan-garden-toppings", optionId: "right-vegan-garden-mushrooms", quantity: 1 },
    ]);
    expect(activeGroups(halfAndHalf, c).map((g) => g.id)).toEqual([
      "half-and-half-base",
      "half-and-half-left",
      pt,
      "half-and-half-left-pepperoni-classic-removable",
      "half-and-half-right",
      "half-and-half-right-vegan-garden-toppings",
      "half-and-half-right-vegan-garden-removable",
    ]);
  });
  it("clears the invalid mark of the group it answers", () => {
    const c = run(menuItem("gelato"), choose("gelato-flavour", "flavour-pistachio"));
    expect(validateConfiguration(menuItem("gelato"), c)).toEqual({ valid: true, errors: [] });
  });
  it("adds (like increment) in a multi-choice group", () => {
    const c = run(margherita, choose("margherita-toppings", "extra-ham"), choose("margherita-toppings", "extra-ham"));
    expect(optionQuantity(c, "margherita-toppings", "extra-ham")).toBe(2);
  });
});

describe("nested groups", () => {
  it("only count when their parent option is chosen", () => {
    const mt = "half-and-half-left-margherita-toppings";
    const start = initialConfiguration(halfAndHalf);
    expect(activeGroups(halfAndHalf, start).map((g) => g.id)).toEqual(["half-and-half-base", "half-and-half-left", "half-and-half-right"]);
    expect(applyIntent(halfAndHalf, start, inc(mt, "left-margherita-mozzarella"))).toBe(start);
    expect(canIncrement(halfAndHalf, start, mt, "left-margherita-mozzarella")).toBe(false);
    // A required nested group is only required while its parent is chosen.
    const item: CustomisableItem = {
      id: "x",
      basePriceMinor: 0,
      groups: [
        {
          id: "top",
          name: "Add",
          kind: "choice",
          min: 0,
          max: 1,
          options: [
            { ...margherita.groups[1]!.options[0]!, groups: [{ ...menuItem("gelato").groups[0]!, id: "inner" }] },
            margherita.groups[1]!.options[1]!,
          ],
        },
      ],
    };
    expect(validateConfiguration(item, initialConfiguration(item)).valid).toBe(true);
    const withParent = run(item, inc("top", "extra-mozzarella"));
    expect(validateConfiguration(item, withParent).errors).toEqual([{ groupId: "inner", message: REQUIRED_MESSAGE }]);
    expect(run(item, inc("top", "extra-mozzarella"), dec("top", "extra-mozzarella")).selections).toEqual([]);
  });
  it("go with their parent: replacing a half drops toppings that have no counterpart", () => {
    const c = run(
      halfAndHalf,
      choose("half-and-half-left", "left-margherita"),
      inc("half-and-half-left-margherita-toppings", "left-margherita-mozzarella"),
      { type: "reset-pizza" },
    );
    expect(c.selections).toEqual([]);
  });
});

describe("quantities", () => {
  it("caps increases so the group total does not exceed max", () => {
    const t = "margherita-toppings";
    const ids = [
      "extra-mozzarella",
      "extra-ham",
      "extra-pepperoni",
      "extra-chicken",
      "extra-nduja",
      "extra-mushrooms",
      "extra-peppers",
      "extra-spinach",
    ];
    const full = run(margherita, ...ids.map((o) => inc(t, o)));
    expect(full.selections.filter((s) => s.groupId === t)).toHaveLength(8);
    expect(canIncrement(margherita, full, t, "extra-pineapple")).toBe(false);
    expect(applyIntent(margherita, full, inc(t, "extra-pineapple"))).toBe(full);
    expect(applyIntent(margherita, full, inc(t, "extra-ham"))).toBe(full);
    const kids = run(menuItem("kids-margherita"), ...times(5, inc("kids-margherita-toppings", "extra-ham")));
    expect(optionQuantity(kids, "kids-margherita-toppings", "extra-ham")).toBe(3);
  });
  it(`caps free extras at ${FREE_EXTRA_CAP} each, chargeable ones only by the group`, () => {
    const c = run(
      margherita,
      ...times(5, inc("margherita-toppings", "extra-rocket")),
      ...times(5, inc("margherita-toppings", "extra-ham")),
    );
    expect(optionQuantity(c, "margherita-toppings", "extra-rocket")).toBe(3);
    expect(optionQuantity(c, "margherita-toppings", "extra-ham")).toBe(5);
  });
  it("removes the entry when decreased to 0, and ignores a decrease below it", () => {
    const one = run(margherita, inc("margherita-toppings", "extra-ham"));
    const none = applyIntent(margherita, one, dec("margherita-toppings", "extra-ham"));
    expect(none.selections.some((s) => s.optionId === "extra-ham")).toBe(false);
    expect(applyIntent(margherita, none, dec("margherita-toppings", "extra-ham"))).toBe(none);
  });
  it("keeps the line quantity between 1 and 99", () => {
    const c = initialConfiguration(margherita);
    expect(applyIntent(margherita, c, { type: "set-quantity", quantity: 0 }).quantity).toBe(1);
    expect(applyIntent(margherita, c, { type: "set-quantity", quantity: 7 }).quantity).toBe(7);
    expect(applyIntent(margherita, c, { type: "set-quantity", quantity: 150 }).quantity).toBe(99);
    expect(applyIntent(margherita, c, { type: "set-quantity", quantity: Number.NaN })).toBe(c);
  });
});

describe("exclusions", () => {
  const r = "margherita-customise";
  it("toggling adds a removal entry with quantity -1, or removes it", () => {
    const off = run(margherita, toggle(r, "inc-basil"));
    expect(optionQuantity(off, r, "inc-basil")).toBe(-1);
    expect(optionQuantity(applyIntent(margherita, off, toggle(r, "inc-basil")), r, "inc-basil")).toBe(0);
  });
  it("applies to included options only, which are never stepped", () => {
    const c = initialConfiguration(margherita);
    expect(applyIntent(margherita, c, toggle("margherita-toppings", "extra-ham"))).toBe(c);
    expect(applyIntent(margherita, c, inc(r, "inc-basil"))).toBe(c);
    expect(applyIntent(margherita, c, dec(r, "inc-basil"))).toBe(c);
  });
});

describe("resets", () => {
  const customised = run(
    margherita,
    choose("margherita-base", "base-thin"),
    inc("margherita-toppings", "extra-ham"),
    toggle("margherita-customise", "inc-basil"),
  );
  it("'Reset Pizza' restores the defaults of every pizza-building group, base included", () => {
    expect(applyIntent(margherita, customised, { type: "reset-pizza" })).toEqual(initialConfiguration(margherita));
  });
  it("'Reset Toppings' restores the toppings groups and keeps the base", () => {
    expect(applyIntent(margherita, customised, { type: "reset-toppings" }).selections).toEqual([
      { groupId: "margherita-base", optionId: "base-thin", quantity: 1 },
    ]);
  });
  it("'Reset Toppings' on Half & Half keeps the halves and clears their toppings", () => {
    const c = run(
      halfAndHalf,
      choose("half-and-half-left", "left-margherita"),
      inc("half-and-half-left-margherita-toppings", "left-margherita-mozzarella"),
      { type: "reset-toppings" },
    );
    expect(c.selections).toEqual([{ groupId: "half-and-half-left", optionId: "left-margherita", quantity: 1 }]);
  });
  it("leave other groups alone", () => {
    const pasta = menuItem("spaghetti-bolognese");
    const c = run(pasta, choose("spaghetti-bolognese-size", "size-large"), toggle("spaghetti-bolognese-customise", "inc-parsley"), {
      type: "reset-pizza",
    });
    expect(c.selections).toEqual([{ groupId: "spaghetti-bolognese-size", optionId: "size-large", quantity: 1 }]);
  });
});

describe("validation", () => {
  it("asks for a pizza base with its own message, other required groups with the general one, in display order", () => {
    expect(validateConfiguration(halfAndHalf, initialConfiguration(halfAndHalf)).errors).toEqual([
      { groupId: "half-and-half-base", message: BASE_REQUIRED_MESSAGE },
      { groupId: "half-and-half-left", message: REQUIRED_MESSAGE },
      { groupId: "half-and-half-right", message: REQUIRED_MESSAGE },
    ]);
    expect(
      validateConfiguration(menuItem("triple-chilli-scorcher"), initialConfiguration(menuItem("triple-chilli-scorcher"))).errors,
    ).toEqual([{ groupId: "triple-chilli-scorcher-base", message: "Please make a selection to proceed to basket." }]);
  });
  it("needs min choices in a multi-pick required group", () => {
    const sharer = menuItem("dough-balls-sharer");
    const g = "dough-balls-sharer-dips";
    expect(validateConfiguration(sharer, run(sharer, inc(g, "dip-smoky-bbq"), inc(g, "dip-smoky-bbq"))).valid).toBe(false);
    const three = run(sharer, inc(g, "dip-smoky-bbq"), inc(g, "dip-smoky-bbq"), inc(g, "dip-basil-pesto"));
    expect(validateConfiguration(sharer, three).valid).toBe(true);
    expect(canIncrement(sharer, three, g, "dip-garlic-butter")).toBe(false);
  });
  it("accepts a completed Half & Half", () => {
    const c = run(
      halfAndHalf,
      choose("half-and-half-base", "base-thin"),
      choose("half-and-half-left", "left-margherita"),
      choose("half-and-half-right", "right-bbq-chicken"),
    );
    expect(validateConfiguration(halfAndHalf, c)).toEqual({ valid: true, errors: [] });
  });
});

describe("unknown or hidden targets", () => {
  it("leave the configuration unchanged", () => {
    const c = initialConfiguration(margherita);
    expect(applyIntent(margherita, c, inc("nope", "extra-ham"))).toBe(c);
    expect(applyIntent(margherita, c, inc("margherita-toppings", "nope"))).toBe(c);
    expect(applyIntent(margherita, c, choose("margherita-base", "base-classic"))).toBe(c);
  });
});
