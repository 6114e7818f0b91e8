// Bundle customisation (spec 1 §4 "Bundle editing", §5): sections of products with min/max counts,
// availability from stock, price as base plus uplifts. Pure and isomorphic, like customise.ts.
import { decodeJson, encodeJson, isRecord, toInteger } from "./customise-codec";
import { MAX_LINE_QUANTITY } from "./customise-model";
import { createHash } from "../hash";

interface BundleSectionDef {
  id: string;
  name: string;
  minItems: number;
  maxItems: number;
  sortOrder: number;
  products: { itemId: string; upliftPriceMinor: number }[];
}
export interface BundleDef {
  id: string;
  name: string;
  basePriceMinor: number;
  sections: BundleSectionDef[];
}
interface BundleProductChoice {
  itemId: string;
  quantity: number;
}
export interface BundleConfiguration {
  bundleId: string;
  quantity: number;
  sections: { sectionId: string; products: BundleProductChoice[] }[];
}
export type BundleIntent =
  | { type: "add"; sectionId: string; itemId: string }
  | { type: "remove"; sectionId: string; itemId: string }
  | { type: "set-quantity"; quantity: number };

const NO_STOCK_LIMITS: ReadonlySet<string> = new Set();
const MAX_ENTRIES = 200;

export const BUNDLE_SECTION_MESSAGE = (min: number): string => `Please choose ${min} ${min === 1 ? "item" : "items"}.`;

export function sortedSections<S extends { sortOrder: number }>(bundle: { sections: readonly S[] }): S[] {
  return [...bundle.sections].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Out-of-stock bundle products are hidden (spec §4 "Menu cards"). */
export function visibleProducts<P extends { itemId: string }>(section: { products: readonly P[] }, outOfStock: ReadonlySet<string>): P[] {
  return section.products.filter((p) => !outOfStock.has(p.itemId));
}
export function isSectionAvailable(section: { products: readonly { itemId: string }[] }, outOfStock: ReadonlySet<string>): boolean {
  return visibleProducts(section, outOfStock).length > 0;
}
/** Optional sections may be empty, so only sections that need a product decide availability. */
export function isBundleAvailable(
  bundle: { sections: readonly { minItems: number; products: readonly { itemId: string }[] }[] },
  outOfStock: ReadonlySet<string>,
): boolean {
  return bundle.sections.every((s) => s.minItems === 0 || isSectionAvailable(s, outOfStock));
}

/**
 * Every section in display order. A required section with a single product on offer is filled in
 * (to minItems) because there is nothing to choose — the kids set's dough balls.
 */
export function initialBundleConfiguration(bundle: BundleDef, outOfStock: ReadonlySet<string> = NO_STOCK_LIMITS): BundleConfiguration {
  const sections = sortedSections(bundle).map((s) => {
    const offered = visibleProducts(s, outOfStock);
    const only = offered.length === 1 && s.minItems >= 1 ? offered[0] : undefined;
    return { sectionId: s.id, products: only ? [{ itemId: only.itemId, quantity: Math.min(s.minItems, s.maxItems) }] : [] };
  });
  return { bundleId: bundle.id, quantity: 1, sections };
}

export function sectionTotal(config: BundleConfiguration, sectionId: string): number {
  const section = config.sections.find((s) => s.sectionId === sectionId);
  return section ? section.products.reduce((sum, p) => sum + p.quantity, 0) : 0;
}

function addOne(products: readonly BundleProductChoice[], itemId: string): BundleProductChoice[] {
  return products.some((p) => p.itemId === itemId)
    ? products.map((p) => (p.itemId === itemId ? { ...p, quantity: p.quantity + 1 } : p))
    : [...products, { itemId, quantity: 1 }];
}
function removeOne(products: readonly BundleProductChoice[], itemId: string): BundleProductChoice[] {
  return products.flatMap((p) => (p.itemId !== itemId ? [p] : p.quantity > 1 ? [{ ...p, quantity: p.quantity - 1 }] : []));
}

/** Rebuilt in display order with every section present, whatever the incoming order was. */
function withSection(
  bundle: BundleDef,
  config: BundleConfiguration,
  sectionId: string,
  products: BundleProductChoice[],
): BundleConfiguration {
  const sections = sortedSections(bundle).map((s) => ({
    sectionId: s.id,
    products: s.id === sectionId ? products : (config.sections.find((x) => x.sectionId === s.id)?.products ?? []),
  }));
  return { ...config, sections };
}

/**
 * Spec §4: a new product starts at 1, an existing one goes up by 1, and in a full section the first
 * product gives way. Giving way is one unit at a time (the first product loses a unit, the new one
 * gains it), so the section stays full and never lists a product twice; with maxItems 1 this is a
 * plain replacement. Removing lowers a quantity and drops the product at 1.
 */
export function applyBundleIntent(
  bundle: BundleDef,
  config: BundleConfiguration,
  intent: BundleIntent,
  outOfStock: ReadonlySet<string>,
): BundleConfiguration {
  if (intent.type === "set-quantity") {
    if (!Number.isFinite(intent.quantity)) return config;
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(intent.quantity)));
    return quantity === config.quantity ? config : { ...config, quantity };
  }
  const section = bundle.sections.find((s) => s.id === intent.sectionId);
  if (!section || !section.products.some((p) => p.itemId === intent.itemId)) return config;
  const current = config.sections.find((s) => s.sectionId === section.id)?.products ?? [];
  if (intent.type === "remove") {
    if (!current.some((p) => p.itemId === intent.itemId)) return config;
    return withSection(bundle, config, section.id, removeOne(current, intent.itemId));
  }
  if (outOfStock.has(intent.itemId)) return config;
  if (sectionTotal(config, section.id) < section.maxItems) return withSection(bundle, config, section.id, addOne(current, intent.itemId));
  const first = current[0];
  if (!first || first.itemId === intent.itemId) return config;
  return withSection(bundle, config, section.id, addOne(removeOne(current, first.itemId), intent.itemId));
}

export function validateBundle(
  bundle: BundleDef,
  config: BundleConfiguration,
): { valid: boolean; errors: { sectionId: string; message: string }[] } {
  const errors = sortedSections(bundle)
    .filter((s) => sectionTotal(config, s.id) < s.minItems)
    .map((s) => ({ sectionId: s.id, message: BUNDLE_SECTION_MESSAGE(s.minItems) }));
  return { valid: errors.length === 0, errors };
}

/** Rebuilds a bundle configuration from a post; null for anything applyBundleIntent could not produce. */
export function parseBundleConfiguration(
  bundle: BundleDef,
  untrusted: unknown,
  outOfStock: ReadonlySet<string>,
): BundleConfiguration | null {
  if (!isRecord(untrusted) || untrusted.bundleId !== bundle.id) return null;
  const quantity = toInteger(untrusted.quantity);
  if (quantity === null || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  if (!Array.isArray(untrusted.sections) || untrusted.sections.length > MAX_ENTRIES) return null;
  const chosen = new Map<string, BundleProductChoice[]>();
  for (const raw of untrusted.sections) {
    if (!isRecord(raw) || typeof raw.sectionId !== "string" || chosen.has(raw.sectionId)) return null;
    const section = bundle.sections.find((s) => s.id === raw.sectionId);
    if (!section || !Array.isArray(raw.products) || raw.products.length > MAX_ENTRIES) return null;
    const products: BundleProductChoice[] = [];
    for (const p of raw.products) {
      if (!isRecord(p) || typeof p.itemId !== "string") return null;
      const q = toInteger(p.quantity);
      if (q === null || q < 0 || products.some((x) => x.itemId === p.itemId)) return null;
      if (!section.products.some((x) => x.itemId === p.itemId) || outOfStock.has(p.itemId)) return null;
      // A zero is how a form says "none of these"; it is not an entry.
      if (q > 0) products.push({ itemId: p.itemId, quantity: q });
    }
    if (products.reduce((sum, p) => sum + p.quantity, 0) > section.maxItems) return null;
    chosen.set(section.id, products);
  }
  const sections = sortedSections(bundle).map((s) => ({ sectionId: s.id, products: chosen.get(s.id) ?? [] }));
  return { bundleId: bundle.id, quantity, sections };
}

export function encodeBundleConfiguration(config: BundleConfiguration): string {
  return encodeJson([
    config.bundleId,
    config.quantity,
    config.sections.map((s) => [s.sectionId, s.products.map((p) => [p.itemId, p.quantity])]),
  ]);
}

/** The untrusted shape parseBundleConfiguration takes, or null; never throws. */
export function decodeBundleConfiguration(text: string): unknown {
  const value = decodeJson(text);
  if (!Array.isArray(value) || value.length !== 3 || !Array.isArray(value[2])) return null;
  const [bundleId, quantity, sections] = value as [unknown, unknown, unknown[]];
  const pair = (e: unknown): [unknown, unknown] | null => (Array.isArray(e) && e.length === 2 ? [e[0], e[1]] : null);
  return {
    bundleId,
    quantity,
    sections: sections.map((s) => {
      const section = pair(s);
      if (!section || !Array.isArray(section[1])) return null;
      return {
        sectionId: section[0],
        products: section[1].map((p) => {
          const product = pair(p);
          return product ? { itemId: product[0], quantity: product[1] } : null;
        }),
      };
    }),
  };
}

/**
 * How a bundle's configuration travels (?c=, the posted `config`, a basket line): read against the
 * bundle and what the restaurant is out of, refused (null) unless the page could have produced it.
 */
export function bundleCodec(bundle: BundleDef, outOfStock: ReadonlySet<string>) {
  const parse = (untrusted: unknown) => parseBundleConfiguration(bundle, untrusted, outOfStock);
  return {
    parse,
    read: (text: string) => parse(decodeBundleConfiguration(text)),
    initial: () => initialBundleConfiguration(bundle, outOfStock),
    encode: encodeBundleConfiguration,
  };
}

/** Unit price: the bundle's base plus each chosen product's uplift × quantity. */
export function bundlePriceMinor(bundle: BundleDef, config: BundleConfiguration): number {
  let total = bundle.basePriceMinor;
  for (const chosen of config.sections) {
    const section = bundle.sections.find((s) => s.id === chosen.sectionId);
    for (const p of chosen.products) total += p.quantity * (section?.products.find((x) => x.itemId === p.itemId)?.upliftPriceMinor ?? 0);
  }
  return total;
}

/** Same bundle, same products: same customID, whatever order they were picked in (line quantity aside). */
export function bundleCustomId(config: BundleConfiguration): string {
  const parts = config.sections.flatMap((s) =>
    s.products.filter((p) => p.quantity > 0).map((p) => `${s.sectionId}:${p.itemId}:${p.quantity}`),
  );
  return createHash(["bundle", config.bundleId, ...parts.sort()].join("|"));
}
