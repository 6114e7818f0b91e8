import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSeeds, SeedError } from "../../server/seed/load";

const seeds = loadSeeds("seeds");

describe("the seeded data", () => {
  it("has at least 80 UK restaurants across 25 towns, several in each big city", () => {
    const uk = seeds.brands.uk.restaurants;
    expect(uk.length).toBeGreaterThanOrEqual(80);
    const towns = new Map<string, number>();
    for (const r of uk) towns.set(r.address.town, (towns.get(r.address.town) ?? 0) + 1);
    expect(towns.size).toBeGreaterThanOrEqual(25);
    for (const city of ["London", "Manchester", "Birmingham", "Leeds", "Glasgow", "Edinburgh", "Cardiff", "Bristol", "Belfast"]) {
      expect(towns.get(city), city).toBeGreaterThanOrEqual(3);
    }
  });

  it("has at least 15 Irish restaurants placed on seeded Eircode routing keys", () => {
    const ie = seeds.brands.ie.restaurants;
    expect(ie.length).toBeGreaterThanOrEqual(15);
    for (const r of ie) {
      expect(r.timeZone).toBe("Europe/Dublin");
      expect(seeds.geo.ie.has(r.address.postcode.slice(0, 3)), r.address.postcode).toBe(true);
    }
  });

  it("places every UK restaurant on its postcode's outward code", () => {
    for (const r of seeds.brands.uk.restaurants) {
      const outward = r.address.postcode.split(" ")[0]!;
      const point = seeds.geo.uk.get(outward);
      expect(point, r.address.postcode).toBeDefined();
      expect(Math.abs(point!.latitude - r.latitude)).toBeLessThan(0.05);
      expect(Math.abs(point!.longitude - r.longitude)).toBeLessThan(0.05);
    }
  });

  it("covers every restaurant card state", () => {
    const all = [...seeds.brands.uk.restaurants];
    expect(all.some((r) => r.collection.disabled && !r.delivery.disabled)).toBe(true); // delivery-only
    expect(all.some((r) => r.collection.disabled && r.collection.message)).toBe(true);
    expect(all.some((r) => r.delivery.disabled && r.delivery.message)).toBe(true);
    expect(all.some((r) => r.collection.tempClosed)).toBe(true);
    expect(all.some((r) => r.delivery.tempClosed)).toBe(true);
    expect(all.some((r) => r.collection.hidden)).toBe(true);
    expect(all.some((r) => r.delivery.hidden)).toBe(true);
    expect(all.some((r) => Object.values(r.openingHours).some((d) => d === null))).toBe(true); // closed on a day
    expect(all.some((r) => r.openingHours.friday?.close === "13:00")).toBe(true); // closing soon at lunchtime
  });

  it("has a UK outcode table with GIR for GIR 0AA", () => {
    expect(seeds.geo.uk.size).toBeGreaterThan(2800);
    expect(seeds.geo.uk.get("GIR")).toBeDefined();
    expect(seeds.geo.uk.get("M1")?.town).toBe("Manchester");
  });

  it("has full menus for both brands", () => {
    for (const code of ["uk", "ie"] as const) {
      const menu = seeds.brands[code].menu;
      expect(menu.items.length).toBeGreaterThanOrEqual(60);
      expect(menu.bundles.length).toBeGreaterThanOrEqual(5);
      expect(menu.bundles.some((b) => ["Pizza", "Dough Balls", "Drink"].every((w) => b.name.includes(w)))).toBe(true);
      const diets = new Set(menu.items.flatMap((i) => i.dietPreferences));
      expect([...diets].sort()).toEqual(["Extra-Spicy", "Gluten-Free", "Spicy", "Vegan", "Vegetarian"]);
      expect(new Set(menu.items.flatMap((i) => i.allergens)).size).toBe(14);
      const pizzas = menu.items.filter((i) => i.groups[0]?.name === "Choose your base");
      expect(pizzas.length).toBeGreaterThan(10);
      expect(pizzas.some((p) => p.groups[0]!.options.some((o) => o.dietPreferences.includes("Gluten-Free") && o.costMinor > 0))).toBe(true);
      expect(menu.items.filter((i) => i.ageRestricted).length).toBeGreaterThan(0);
      expect(menu.items.some((i) => i.groups.some((g) => g.kind === "half" && g.options.some((o) => o.groups?.length)))).toBe(true);
    }
  });

  it("has a customer for every loyalty tier, an employee and a 2FA customer", () => {
    const tiers = seeds.customers.map((c) => c.tier);
    for (const t of ["signup", "bronze", "silver", "gold"] as const) expect(tiers).toContain(t);
    expect(seeds.customers.some((c) => c.employeeDiscountCode)).toBe(true);
    expect(seeds.customers.some((c) => c.twoFactorEnabled)).toBe(true);
  });
});

describe("a bad seed file", () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  function withChange(file: string, change: (value: any) => void) {
    dir = mkdtempSync(join(tmpdir(), "seeds-"));
    cpSync("seeds", dir, { recursive: true });
    const path = join(dir, file);
    const value = JSON.parse(readFileSync(path, "utf8"));
    change(value);
    writeFileSync(path, JSON.stringify(value));
    return dir;
  }

  it("stops seeding with a message naming the file and the record", () => {
    const d = withChange("uk/restaurants.json", (list) => {
      list[4].telephone = "call us";
    });
    const load = () => loadSeeds(d);
    expect(load).toThrow(SeedError);
    expect(load).toThrow(/uk\/restaurants\.json, record 5 \(1005 'Crustello [^']+'\): telephone/);
  });

  it("names a bad menu item", () => {
    const d = withChange("ie/menu.json", (menu) => {
      menu.items[2].basePriceMinor = 9.5;
    });
    expect(() => loadSeeds(d)).toThrow(/ie\/menu\.json, items record 3 \([a-z0-9-]+ '[^']+'\): basePriceMinor/);
  });

  it("refuses duplicate ids", () => {
    const d = withChange("customers.json", (list) => {
      list.push({ ...list[0], id: 999 });
    });
    expect(() => loadSeeds(d)).toThrow(/customers\.json, record \d+ .*duplicate/);
  });
});
