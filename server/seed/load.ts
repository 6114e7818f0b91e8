// Reads every seed file and validates each record with its zod schema. A bad record stops
// seeding with a message naming the file and the record.
import { parse as parseCsv } from "csv-parse/sync";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import {
  bannerSeed,
  customerSeed,
  ieRoutingKeyRow,
  menuSeed,
  restaurantSeed,
  rewardSeed,
  ukOutcodeRow,
  voucherSeed,
  type BannerSeed,
  type CustomerSeed,
  type MenuSeed,
  type RestaurantSeed,
  type RewardSeed,
  type VoucherSeed,
} from "./schemas";

export class SeedError extends Error {
  constructor(
    public readonly file: string,
    public readonly record: string,
    public readonly detail: string,
  ) {
    super(`Seed file ${file}, ${record}: ${detail}`);
    this.name = "SeedError";
  }
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
  town: string;
}

interface BrandSeeds {
  restaurants: RestaurantSeed[];
  menu: MenuSeed;
  vouchers: VoucherSeed[];
  /** Deal banners: content read at start-up, never written to the database. */
  banners: BannerSeed[];
}

export interface Seeds {
  geo: { uk: Map<string, GeoPoint>; ie: Map<string, GeoPoint> };
  brands: { uk: BrandSeeds; ie: BrandSeeds };
  customers: CustomerSeed[];
  rewards: RewardSeed[];
  /** Content hash per seed group, so unchanged groups are not applied again. */
  hashes: Record<string, string>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(record)"}: ${i.message}`).join("; ");
}

function readText(dir: string, file: string): { name: string; text: string } {
  const path = join(dir, file);
  const name = relative(process.cwd(), path) || path;
  try {
    return { name, text: readFileSync(path, "utf8") };
  } catch {
    throw new SeedError(name, "file", "cannot be read");
  }
}

function readJson(dir: string, file: string): { name: string; value: unknown; text: string } {
  const { name, text } = readText(dir, file);
  try {
    return { name, value: JSON.parse(text) as unknown, text };
  } catch (e) {
    throw new SeedError(name, "file", `is not valid JSON (${(e as Error).message})`);
  }
}

function recordLabel(index: number, raw: unknown): string {
  const r = (raw ?? {}) as Record<string, unknown>;
  const key = r.id ?? r.code ?? r.email ?? r.thirdPartyRewardTypeId ?? r.outcode ?? r.routingKey;
  const name = typeof r.name === "string" ? ` '${r.name}'` : "";
  return `record ${index + 1}${key !== undefined ? ` (${String(key)}${name})` : ""}`;
}

export function parseRecords<T>(file: string, raw: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(raw)) throw new SeedError(file, "file", "must hold a list of records");
  return raw.map((r, i) => {
    const parsed = schema.safeParse(r);
    if (!parsed.success) throw new SeedError(file, recordLabel(i, r), describeIssues(parsed.error));
    return parsed.data;
  });
}

function uniqueBy<T>(file: string, records: T[], key: (r: T) => string | number) {
  const seen = new Set<string | number>();
  records.forEach((r, i) => {
    const k = key(r);
    if (seen.has(k)) throw new SeedError(file, recordLabel(i, r), `duplicate id ${String(k)}`);
    seen.add(k);
  });
}

function readCsv<T>(dir: string, file: string, schema: z.ZodType<T>): { rows: T[]; text: string } {
  const { name, text } = readText(dir, file);
  let raw: Record<string, string>[];
  try {
    raw = parseCsv<Record<string, string>>(text, { columns: true, skip_empty_lines: true, trim: true });
  } catch (e) {
    throw new SeedError(name, "file", `is not valid CSV (${(e as Error).message})`);
  }
  return { rows: parseRecords(name, raw, schema), text };
}

function loadMenu(dir: string, file: string): { menu: MenuSeed; text: string } {
  const { name, value, text } = readJson(dir, file);
  const parsed = menuSeed.safeParse(value);
  if (!parsed.success) {
    // Name the record: the first issue's path starts with the list and index (items.12…).
    const issue = parsed.error.issues[0]!;
    const [list, index] = issue.path;
    if (typeof index === "number" && typeof list === "string") {
      const rec = `${list} ${recordLabel(index, (value as Record<string, unknown[]>)[list]?.[index])}`;
      const own = parsed.error.issues
        .filter((i) => i.path[0] === list && i.path[1] === index)
        .map((i) => `${i.path.slice(2).join(".") || "(record)"}: ${i.message}`);
      throw new SeedError(name, rec, own.join("; "));
    }
    throw new SeedError(name, "menu", describeIssues(parsed.error));
  }
  const menu = parsed.data;
  const subCategories = new Set(menu.categories.flatMap((c) => c.subCategories.map((s) => s.id)));
  const itemIds = new Set<string>();
  menu.items.forEach((item, i) => {
    if (itemIds.has(item.id)) throw new SeedError(name, `items ${recordLabel(i, item)}`, `duplicate id ${item.id}`);
    itemIds.add(item.id);
    if (!subCategories.has(item.subCategoryId))
      throw new SeedError(name, `items ${recordLabel(i, item)}`, `unknown subCategoryId ${item.subCategoryId}`);
  });
  menu.bundles.forEach((b, i) => {
    for (const s of b.sections)
      for (const p of s.products)
        if (!itemIds.has(p.itemId)) throw new SeedError(name, `bundles ${recordLabel(i, b)}`, `unknown product ${p.itemId}`);
  });
  return { menu, text };
}

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 20);

export function loadSeeds(dir: string): Seeds {
  const hashes: Record<string, string> = {};
  const uk = readCsv(dir, "geo/uk-outcodes.csv", ukOutcodeRow);
  const ie = readCsv(dir, "geo/ie-routing-keys.csv", ieRoutingKeyRow);

  const brand = (code: "uk" | "ie"): BrandSeeds => {
    const r = readJson(dir, `${code}/restaurants.json`);
    const restaurants = parseRecords(r.name, r.value, restaurantSeed);
    uniqueBy(r.name, restaurants, (x) => x.id);
    const m = loadMenu(dir, `${code}/menu.json`);
    const v = readJson(dir, `${code}/vouchers.json`);
    const vouchers = parseRecords(v.name, v.value, voucherSeed);
    uniqueBy(v.name, vouchers, (x) => x.code);
    const bn = readJson(dir, `${code}/banners.json`);
    const banners = parseRecords(bn.name, bn.value, bannerSeed);
    uniqueBy(bn.name, banners, (x) => x.id);
    hashes[`${code}:restaurants`] = hash(r.text);
    hashes[`${code}:menu`] = hash(m.text);
    hashes[`${code}:vouchers`] = hash(v.text);
    return { restaurants, menu: m.menu, vouchers, banners };
  };

  const c = readJson(dir, "customers.json");
  const customers = parseRecords(c.name, c.value, customerSeed);
  uniqueBy(c.name, customers, (x) => x.email.toLowerCase());
  const rw = readJson(dir, "rewards.json");
  const rewards = parseRecords(rw.name, rw.value, rewardSeed);
  uniqueBy(rw.name, rewards, (x) => x.thirdPartyRewardTypeId);
  hashes.customers = hash(c.text);
  hashes.rewards = hash(rw.text);

  return {
    geo: {
      uk: new Map(uk.rows.map((g) => [g.outcode, { latitude: g.latitude, longitude: g.longitude, town: g.town }])),
      ie: new Map(ie.rows.map((g) => [g.routingKey, { latitude: g.latitude, longitude: g.longitude, town: g.area }])),
    },
    brands: { uk: brand("uk"), ie: brand("ie") },
    customers,
    rewards,
    hashes,
  };
}

export function menuHash(menu: MenuSeed): string {
  return hash(JSON.stringify(menu));
}
