// Random customers on the real menu: any sequence of taps must leave a configuration the server
// accepts back as it is, with a sane price and a stable customID.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeGroups,
  applyIntent,
  customIdOf,
  decodeConfiguration,
  encodeConfiguration,
  FREE_EXTRA_CAP,
  initialConfiguration,
  isPizza,
  linePriceMinor,
  parseConfiguration,
  type Configuration,
  type CustomisableItem,
  type CustomiseIntent,
  type MenuGroup,
} from "./customise";
import { loadMenu } from "./menu.fixtures";

const items = [...loadMenu("uk").items, ...loadMenu("ie").items].filter((i) => i.groups.length > 0);

type Step =
  | { type: "choose" | "increment" | "decrement" | "toggle-exclusion"; pick: number; anywhere: boolean }
  | { type: "reset-pizza" | "reset-toppings" }
  | { type: "set-quantity"; quantity: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constantFrom("choose" as const, "increment" as const, "decrement" as const, "toggle-exclusion" as const),
      pick: fc.nat(),
      anywhere: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom("reset-pizza" as const, "reset-toppings" as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("set-quantity" as const), quantity: fc.integer({ min: -5, max: 30 }) }) },
);

/**
 * Targets are picked when the step runs: half the time among the options on screen (so halves get
 * toppings and then change), otherwise anywhere in the item, hidden nested groups and made-up ids too.
 */
function resolve(item: CustomisableItem, c: Configuration, step: Step): CustomiseIntent {
  if (!("pick" in step)) return step;
  const pool = step.anywhere ? [...pairsOf(item.groups), { groupId: "nope", optionId: "1" }] : pairsOf(activeGroups(item, c), false);
  const target = pool[step.pick % pool.length]!;
  return { type: step.type, ...target };
}

function pairsOf(groups: readonly MenuGroup[], deep = true): { groupId: string; optionId: string }[] {
  return groups.flatMap((g) => g.options.flatMap((o) => [{ groupId: g.id, optionId: o.id }, ...(deep ? pairsOf(o.groups ?? []) : [])]));
}

const withNested = items.filter((i) => pairsOf(i.groups).length > pairsOf(i.groups, false).length);
const pizzas = items.filter((i) => isPizza(i));
const journeys = fc.record({
  item: fc.oneof(fc.constantFrom(...withNested), fc.constantFrom(...pizzas), fc.constantFrom(...items)),
  steps: fc.array(stepArb, { maxLength: 40 }),
});

function everyStep(item: CustomisableItem, steps: Step[], check: (c: Configuration) => void): Configuration {
  let c = initialConfiguration(item);
  check(c);
  for (const step of steps) {
    c = applyIntent(item, c, resolve(item, c, step));
    check(c);
  }
  return c;
}

function sumOfParts(item: CustomisableItem, c: Configuration): number {
  const groups = new Map<string, MenuGroup>();
  const collect = (gs: readonly MenuGroup[]) => gs.forEach((g) => (groups.set(g.id, g), g.options.forEach((o) => collect(o.groups ?? []))));
  collect(item.groups);
  return c.selections.reduce((sum, s) => {
    const cost = groups.get(s.groupId)?.options.find((o) => o.id === s.optionId)?.costMinor ?? 0;
    return sum + Math.max(0, s.quantity) * cost;
  }, item.basePriceMinor);
}

describe("any sequence of customise intents on a real item", () => {
  it("prices between 0 and the sum of its parts", () => {
    fc.assert(
      fc.property(journeys, ({ item, steps }) => {
        everyStep(item, steps, (c) => {
          const price = linePriceMinor(item, c);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(sumOfParts(item, c));
        });
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips through parseConfiguration and through the encoded form", () => {
    fc.assert(
      fc.property(journeys, ({ item, steps }) => {
        everyStep(item, steps, (c) => {
          expect(parseConfiguration(item, c)).toEqual(c);
          expect(parseConfiguration(item, decodeConfiguration(encodeConfiguration(c)))).toEqual(c);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every active group within its limits and the line quantity within 1–99", () => {
    fc.assert(
      fc.property(journeys, ({ item, steps }) => {
        everyStep(item, steps, (c) => {
          expect(c.quantity).toBeGreaterThanOrEqual(1);
          expect(c.quantity).toBeLessThanOrEqual(99);
          for (const g of activeGroups(item, c)) {
            const entries = c.selections.filter((s) => s.groupId === g.id);
            expect(entries.reduce((n, s) => n + Math.max(0, s.quantity), 0)).toBeLessThanOrEqual(g.max);
            for (const s of entries) {
              const o = g.options.find((x) => x.id === s.optionId)!;
              if (o.costMinor === 0 && !o.isIncluded) expect(s.quantity).toBeLessThanOrEqual(FREE_EXTRA_CAP);
            }
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same configuration the same customID, whatever the selection order or line quantity", () => {
    fc.assert(
      fc.property(journeys, fc.integer({ min: 1, max: 20 }), fc.nat(), ({ item, steps }, quantity, seed) => {
        const c = everyStep(item, steps, () => undefined);
        const shuffled = [...c.selections].sort((a, b) => ((a.optionId.length * 31 + seed) % 7) - ((b.optionId.length * 31 + seed) % 7));
        expect(customIdOf({ ...c, quantity, selections: shuffled })).toBe(customIdOf(c));
        expect(customIdOf(structuredClone(c))).toBe(customIdOf(c));
      }),
      { numRuns: 200 },
    );
  });
});
