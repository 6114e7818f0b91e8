import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyBundleIntent,
  BUNDLE_SECTION_MESSAGE,
  bundleCustomId,
  bundlePriceMinor,
  decodeBundleConfiguration,
  encodeBundleConfiguration,
  initialBundleConfiguration,
  isBundleAvailable,
  isSectionAvailable,
  parseBundleConfiguration,
  sectionTotal,
  sortedSections,
  validateBundle,
  visibleProducts,
  type BundleConfiguration,
  type BundleDef,
  type BundleIntent,
} from "./bundle";
import { menuBundle, ukMenu } from "./menu.fixtures";

const kids = menuBundle("kids-pizza-dough-balls-drink");
const mealDeal = menuBundle("meal-deal-for-two");
const none: ReadonlySet<string> = new Set();
const add = (sectionId: string, itemId: string): BundleIntent => ({ type: "add", sectionId, itemId });
const remove = (sectionId: string, itemId: string): BundleIntent => ({ type: "remove", sectionId, itemId });
function run(bundle: BundleDef, intents: BundleIntent[], outOfStock = none): BundleConfiguration {
  return intents.reduce((c, i) => applyBundleIntent(bundle, c, i, outOfStock), initialBundleConfiguration(bundle, outOfStock));
}
const products = (c: BundleConfiguration, sectionId: string) => c.sections.find((s) => s.sectionId === sectionId)?.products;

describe("sections and availability", () => {
  it("orders sections by sort order", () => {
    const shuffled = { ...kids, sections: [...kids.sections].reverse() };
    expect(sortedSections(shuffled).map((s) => s.id)).toEqual([
      "kids-set-pizza",
      "kids-set-dough-balls",
      "kids-set-drink",
      "kids-set-dessert",
    ]);
  });
  it("hides out-of-stock products; a section is available while one is in stock", () => {
    const drinks = kids.sections[2]!;
    expect(visibleProducts(drinks, new Set(["lemonade"])).map((p) => p.itemId)).toEqual(["kids-juice-box", "apple-juice", "still-water"]);
    expect(isSectionAvailable(drinks, new Set(["kids-juice-box", "apple-juice", "still-water"]))).toBe(true);
    expect(isSectionAvailable(drinks, new Set(["kids-juice-box", "apple-juice", "still-water", "lemonade"]))).toBe(false);
  });
  it("a bundle is available when every section that needs a product has one in stock", () => {
    expect(isBundleAvailable(kids, none)).toBe(true);
    expect(isBundleAvailable(kids, new Set(["kids-gelato"]))).toBe(true); // the dessert is optional
    expect(isBundleAvailable(kids, new Set(["kids-dough-balls"]))).toBe(false);
  });
});

describe("initial configuration", () => {
  it("lists every section, filling a required one that offers a single in-stock product", () => {
    expect(initialBundleConfiguration(kids)).toEqual({
      bundleId: kids.id,
      quantity: 1,
      sections: [
        { sectionId: "kids-set-pizza", products: [] },
        { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
        { sectionId: "kids-set-drink", products: [] },
        { sectionId: "kids-set-dessert", products: [] },
      ],
    });
    expect(products(initialBundleConfiguration(kids, new Set(["kids-pizza", "kids-margherita"])), "kids-set-pizza")).toEqual([
      { itemId: "kids-pepperoni", quantity: 1 },
    ]);
  });
});

describe("bundle editing (spec §4)", () => {
  it("new products start at 1; adding to a full section replaces the first product", () => {
    const c = run(kids, [add("kids-set-pizza", "kids-margherita"), add("kids-set-pizza", "kids-pepperoni")]);
    expect(products(c, "kids-set-pizza")).toEqual([{ itemId: "kids-pepperoni", quantity: 1 }]);
  });
  it("adding an existing product raises its quantity unless the section is full", () => {
    const p = "two-pizzas";
    const two = run(mealDeal, [add(p, "margherita"), add(p, "margherita")]);
    expect(products(two, p)).toEqual([{ itemId: "margherita", quantity: 2 }]);
    expect(applyBundleIntent(mealDeal, two, add(p, "margherita"), none)).toBe(two);
    const swapped = applyBundleIntent(mealDeal, two, add(p, "bbq-chicken"), none);
    expect(products(swapped, p)).toEqual([
      { itemId: "margherita", quantity: 1 },
      { itemId: "bbq-chicken", quantity: 1 },
    ]);
    expect(products(applyBundleIntent(mealDeal, swapped, add(p, "vegan-garden"), none), p)).toEqual([
      { itemId: "bbq-chicken", quantity: 1 },
      { itemId: "vegan-garden", quantity: 1 },
    ]);
  });
  it("removing lowers the quantity, and removes the product at 1", () => {
    const p = "two-pizzas";
    const c = run(mealDeal, [add(p, "margherita"), add(p, "margherita"), remove(p, "margherita")]);
    expect(products(c, p)).toEqual([{ itemId: "margherita", quantity: 1 }]);
    expect(products(applyBundleIntent(mealDeal, c, remove(p, "margherita"), none), p)).toEqual([]);
  });
  it("ignores out-of-stock and unknown products and sections", () => {
    const c = initialBundleConfiguration(kids);
    expect(applyBundleIntent(kids, c, add("kids-set-drink", "lemonade"), new Set(["lemonade"]))).toBe(c);
    expect(applyBundleIntent(kids, c, add("kids-set-drink", "margherita"), none)).toBe(c);
    expect(applyBundleIntent(kids, c, add("nope", "lemonade"), none)).toBe(c);
    expect(applyBundleIntent(kids, c, remove("kids-set-drink", "lemonade"), none)).toBe(c);
  });
  it("keeps the bundle quantity between 1 and 99 (MAX_LINE_QUANTITY)", () => {
    const c = initialBundleConfiguration(kids);
    expect(applyBundleIntent(kids, c, { type: "set-quantity", quantity: -3 }, none).quantity).toBe(1);
    expect(applyBundleIntent(kids, c, { type: "set-quantity", quantity: 150 }, none).quantity).toBe(99);
  });
});

describe("validation and price", () => {
  it("marks each section below its minimum, in display order", () => {
    expect(BUNDLE_SECTION_MESSAGE(1)).toBe("Please choose 1 item.");
    expect(BUNDLE_SECTION_MESSAGE(2)).toBe("Please choose 2 items.");
    expect(validateBundle(mealDeal, run(mealDeal, [add("two-pizzas", "margherita")])).errors).toEqual([
      { sectionId: "two-starters", message: "Please choose 2 items." },
      { sectionId: "two-pizzas", message: "Please choose 2 items." },
      { sectionId: "two-drinks", message: "Please choose 2 items." },
    ]);
    const done = run(kids, [add("kids-set-pizza", "kids-pepperoni"), add("kids-set-drink", "lemonade")]);
    expect(validateBundle(kids, done)).toEqual({ valid: true, errors: [] });
  });
  it("is the base price plus uplifts × quantity", () => {
    const c = run(kids, [
      add("kids-set-pizza", "kids-pepperoni"),
      add("kids-set-drink", "lemonade"),
      add("kids-set-dessert", "kids-gelato"),
    ]);
    expect(bundlePriceMinor(kids, c)).toBe(795 + 50 + 150);
  });
});

describe("parseBundleConfiguration", () => {
  const good = run(kids, [add("kids-set-pizza", "kids-pepperoni"), add("kids-set-drink", "lemonade")]);
  it("accepts what the screen produces (numbers may be strings) and fills in missing sections", () => {
    expect(parseBundleConfiguration(kids, good, none)).toEqual(good);
    const posted = {
      bundleId: kids.id,
      quantity: "2",
      sections: [{ sectionId: "kids-set-drink", products: [{ itemId: "lemonade", quantity: "1" }] }],
    };
    const parsed = parseBundleConfiguration(kids, posted, none);
    expect(parsed?.quantity).toBe(2);
    expect(parsed?.sections.map((s) => s.sectionId)).toEqual([
      "kids-set-pizza",
      "kids-set-dough-balls",
      "kids-set-drink",
      "kids-set-dessert",
    ]);
  });
  const section = (sectionId: string, items: [string, unknown][]) => ({
    sectionId,
    products: items.map(([itemId, quantity]) => ({ itemId, quantity })),
  });
  it.each<[string, unknown, ReadonlySet<string>?]>([
    ["a wrong bundle", { ...good, bundleId: "meal-deal-for-two" }],
    ["a quantity of 100", { ...good, quantity: 100 }],
    ["an unknown section", { ...good, sections: [section("nope", [])] }],
    ["a duplicated section", { ...good, sections: [section("kids-set-drink", []), section("kids-set-drink", [])] }],
    ["a product from another section", { ...good, sections: [section("kids-set-drink", [["kids-pepperoni", 1]])] }],
    [
      "a duplicated product",
      {
        ...good,
        sections: [
          section("kids-set-drink", [
            ["lemonade", 1],
            ["lemonade", 1],
          ]),
        ],
      },
    ],
    [
      "more than maxItems",
      {
        ...good,
        sections: [
          section("kids-set-drink", [
            ["lemonade", 1],
            ["apple-juice", 1],
          ]),
        ],
      },
    ],
    ["a negative quantity", { ...good, sections: [section("kids-set-drink", [["lemonade", -1]])] }],
    ["an out-of-stock product", good, new Set(["lemonade"])],
    ["garbage", [1, 2, 3]],
  ])("refuses %s", (_, untrusted, outOfStock = none) => {
    expect(parseBundleConfiguration(kids, untrusted, outOfStock)).toBeNull();
  });
  it("round-trips through the encoded form; decoding garbage gives null", () => {
    expect(encodeBundleConfiguration(good)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseBundleConfiguration(kids, decodeBundleConfiguration(encodeBundleConfiguration(good)), none)).toEqual(good);
    expect(decodeBundleConfiguration("%%%")).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => void decodeBundleConfiguration(s)));
    fc.assert(fc.property(fc.jsonValue(), (v) => void parseBundleConfiguration(mealDeal, v, none)));
  });
});

describe("any sequence of bundle intents on a real bundle", () => {
  const steps = fc.array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({ type: fc.constantFrom("add" as const, "remove" as const), section: fc.nat(), product: fc.nat() }),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("set-quantity" as const), quantity: fc.integer({ min: -3, max: 30 }) }) },
    ),
    { maxLength: 40 },
  );
  const allItemIds = [...new Set(ukMenu.bundles.flatMap((b) => b.sections.flatMap((s) => s.products.map((p) => p.itemId))))];
  const scenario = fc.record({ bundle: fc.constantFrom(...ukMenu.bundles), steps, outOfStock: fc.subarray(allItemIds, { maxLength: 8 }) });

  it("stays within maxItems, prices as base + uplifts, round-trips and hashes independently of order", () => {
    fc.assert(
      fc.property(scenario, ({ bundle, steps: list, outOfStock }) => {
        const oos = new Set(outOfStock);
        let c = initialBundleConfiguration(bundle, oos);
        for (const step of list) {
          let intent: BundleIntent = step.type === "set-quantity" ? step : { type: step.type, sectionId: "", itemId: "" };
          if (step.type !== "set-quantity") {
            const section = bundle.sections[step.section % bundle.sections.length]!;
            intent = { type: step.type, sectionId: section.id, itemId: section.products[step.product % section.products.length]!.itemId };
          }
          c = applyBundleIntent(bundle, c, intent, oos);
          let uplifts = 0;
          for (const s of bundle.sections) {
            expect(sectionTotal(c, s.id)).toBeLessThanOrEqual(s.maxItems);
            for (const p of products(c, s.id) ?? [])
              uplifts += p.quantity * s.products.find((x) => x.itemId === p.itemId)!.upliftPriceMinor;
          }
          expect(bundlePriceMinor(bundle, c)).toBe(bundle.basePriceMinor + uplifts);
          expect(parseBundleConfiguration(bundle, c, oos)).toEqual(c);
          expect(parseBundleConfiguration(bundle, decodeBundleConfiguration(encodeBundleConfiguration(c)), oos)).toEqual(c);
          const reordered = {
            ...c,
            quantity: 1,
            sections: [...c.sections].reverse().map((s) => ({ ...s, products: [...s.products].reverse() })),
          };
          expect(bundleCustomId(reordered)).toBe(bundleCustomId(c));
        }
      }),
      { numRuns: 300 },
    );
  });
});
