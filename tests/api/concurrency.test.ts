import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(() => t?.close());

describe("basket changes", () => {
  it("never lose an update when many run at once: each bumps the version once", async () => {
    const baskets = t.runtime.basketStore;
    const id = "concurrent-basket-000000000001";
    await baskets.getOrCreate(id);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        baskets.change(id, (state) => ({
          ...state,
          items: [...state.items, { id: "margherita", customID: `c${i}`, quantity: 1, selections: [] }],
        })),
      ),
    );
    const final = await baskets.getOrCreate(id);
    expect(final.version).toBe(13);
    expect(final.state.items.map((l) => l.customID).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `c${i}`).sort());
  });
});
