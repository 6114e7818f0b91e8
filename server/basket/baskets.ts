// Basket use cases. Every change is one transaction that reads the basket, applies a pure change
// and writes it back only if nobody else changed it meanwhile (the version check), bumping the
// version. A stale write is retried on fresh data, so concurrent requests never lose an update.
import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import type { BasketsRepository } from "../db/repositories/baskets";
import {
  HELD_BASKET_MINUTES,
  emptyBasketState,
  numberOfItems,
  settleHold,
  type Basket,
  type BasketState,
} from "../../domain/basket/basket";
import type { Clock } from "../providers/clock";
import type { MenusRepository } from "../db/repositories/menus";
import { basketSubtotal } from "../../domain/basket/pricing";
import { customIdOf, defaultSelections, isAddable } from "../../domain/menu/addability";
import { customIdOf as configCustomId, parseConfiguration, validateConfiguration } from "../../domain/menu/customise";
import { bundleCustomId, parseBundleConfiguration, validateBundle } from "../../domain/menu/bundle";
import { lineQuantityAfter, type LineQuantityChange } from "../../domain/basket/line-quantity";

import { stamped } from "../../domain/basket/notices";
import { expiredIfDue } from "./held-basket";
import { BasketConflictError, BasketRuleError, BasketStaleError, atLine } from "../refusals";

/** A line's quantity after a change, by the one rule (1–99, docs/decisions/013); refused, never capped. */
function nextQuantity(current: number, change: LineQuantityChange, field = "quantity"): number {
  const outcome = lineQuantityAfter(current, change);
  if (!outcome.ok) throw new BasketRuleError(field, outcome.message);
  return outcome.quantity;
}

/** The lines a quantity change may name, and the quantity wanted for each (0 takes the line out). */
export interface WantedQuantities {
  items?: readonly { customID: string; quantity: number }[];
  bundles?: readonly { customID: string; quantity: number }[];
}

/** The items out of stock at a restaurant (the menu service's answer, handed in by the caller). */
type OutOfStock = (restaurantId: number) => Promise<ReadonlySet<string>>;

/** An add that edits a line: the line it replaces. */
interface Editing {
  replaceCustomId?: string | null;
}

export function basketService(deps: {
  db: Database;
  baskets: BasketsRepository;
  menus: MenusRepository;
  clock: Clock;
  brand: string;
  /** The cached menu, when the menu service provides one. */
  menuRecord?: () => Promise<import("../db/repositories/menus").MenuRecord | null>;
}) {
  const { db, baskets, menus, clock, brand, menuRecord } = deps;
  const now = () => clock.now().toISOString();

  /** A held basket whose hour is up is seen empty, flagged expiredBasket (held-basket.ts). */
  const expireIfDue = (basket: Basket | null) => expiredIfDue(basket, clock.now());

  async function getOrCreate(id: string): Promise<Basket> {
    const found = expireIfDue(await baskets.get(id, brand));
    if (found) return found;
    return createRow(id);
  }

  async function createRow(id: string): Promise<Basket> {
    await baskets.create({ id, brand, key: randomUUID(), state: emptyBasketState(), now: now() });
    const created = await baskets.get(id, brand);
    if (!created) throw new Error("basket could not be created");
    return created;
  }

  async function change(
    id: string,
    apply: (state: BasketState, basket: Basket) => BasketState,
    opts: { newKey?: boolean } = {},
  ): Promise<Basket> {
    if (!(await baskets.get(id, brand))) await createRow(id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await db.transaction().execute(async (trx) => {
        const current = await baskets.get(id, brand, trx, true);
        if (!current) throw new Error("basket vanished during a change");
        // A held basket past its hour is gone before anything else happens to it, as reads see it.
        const seen = expireIfDue(current)!;
        const before = seen.state;
        const state = stamped(before, settleHold(before, apply(structuredClone(before), seen)), current.version + 1);
        const key = opts.newKey ? randomUUID() : seen.key;
        const version = await baskets.update({ id, expectedVersion: current.version, key, state, now: now() }, trx);
        return version === null ? null : { id, version, key, state };
      });
      if (result) return result;
    }
    throw new BasketConflictError();
  }

  /**
   * Changes lines' quantities by their `delta`s in one change (RemoveFromBasket's lines), each by
   * the one rule; any line unknown or refused changes nothing. `pathOf` names a refused step's
   * field as the request put it (one line: `customID`; the third of several: `2.customID`).
   */
  async function stepLines(
    id: string,
    kind: "item" | "bundle",
    steps: readonly { customID: string; delta: number }[],
    pathOf: (step: number, field: string) => string = (_step, field) => field,
  ): Promise<Basket> {
    return change(id, (state) => {
      const lines: { customID: string; quantity: number }[] = kind === "item" ? state.items : state.bundles;
      steps.forEach(({ customID, delta }, i) => {
        const line = lines.find((l) => l.customID === customID);
        if (!line) throw new BasketRuleError(pathOf(i, "customID"), "This basket line no longer exists.");
        line.quantity = nextQuantity(line.quantity, delta > 0 ? { add: delta } : { remove: -delta }, pathOf(i, "quantity"));
      });
      if (kind === "item") state.items = state.items.filter((l) => l.quantity > 0);
      else state.bundles = state.bundles.filter((l) => l.quantity > 0);
      return state;
    });
  }

  /** The menu an add is checked against, and what is out of stock at the chosen restaurant. */
  async function addContext(id: string, outOfStock: OutOfStock) {
    const basket = await getOrCreate(id);
    const restaurantId = basket.state.restaurantId;
    if (restaurantId === null) throw new BasketRuleError("restaurantId", "Choose a restaurant before adding items.");
    return { menu: await (menuRecord ? menuRecord() : menus.get(brand)), stock: await outOfStock(restaurantId) };
  }

  /** Puts a line in (merging with an identical one), first taking out the line being edited. */
  function placeLine<L extends { customID: string; quantity: number }>(lines: L[], line: L, replaceCustomId?: string | null) {
    if (replaceCustomId) {
      const at = lines.findIndex((l) => l.customID === replaceCustomId);
      if (at < 0) throw new BasketRuleError("customId", "This basket line no longer exists.");
      lines.splice(at, 1);
    }
    // An identical line takes the new quantity, within the same limit as any other add.
    const existing = lines.find((l) => l.customID === line.customID);
    if (existing) existing.quantity = nextQuantity(existing.quantity, { add: line.quantity });
    else lines.push({ ...line, quantity: nextQuantity(0, { add: line.quantity }) });
  }

  /** The basket line for a customised item, checked against the menu and the restaurant's stock. */
  function itemLine(
    menu: Awaited<ReturnType<typeof addContext>>["menu"],
    stock: ReadonlySet<string>,
    input: { itemId: string; configuration: unknown },
  ) {
    const item = menu?.menu.items.find((i) => i.id === input.itemId);
    if (!item) throw new BasketRuleError("itemId", "This item is not on the menu.");
    if (stock.has(item.id)) throw new BasketRuleError("itemId", "This item is out of stock.");
    const config = parseConfiguration(item, input.configuration);
    if (!config) throw new BasketRuleError("configuration", "These choices are not available for this item.");
    const check = validateConfiguration(item, config);
    if (!check.valid) throw new BasketRuleError(check.errors[0]!.groupId, check.errors[0]!.message);
    return { id: item.id, customID: configCustomId(config), quantity: config.quantity, selections: config.selections };
  }

  return {
    /** The basket named by the BASKET_ID cookie; its row is created on first use. */
    getOrCreate,
    /** Reads without creating: pages that only show a count need no row. */
    peek: async (id: string) => expireIfDue(await baskets.get(id, brand)),
    change,
    /** 'Save basket' when the customer closes the app: kept for an hour, then it expires. */
    hold: (id: string) =>
      change(id, (s) => ({ ...s, heldUntil: new Date(clock.now().getTime() + HELD_BASKET_MINUTES * 60_000).toISOString() })),
    /** Empties the basket and gives it a new key, so clients drop what they held. */
    clear: (id: string) => change(id, () => emptyBasketState(), { newKey: true }),
    numberOfItems,
    /** Adds one of an item with its default choices (the menu card's 'Add'). */
    async quickAdd(id: string, itemId: string, outOfStock: (restaurantId: number) => Promise<string[]>): Promise<Basket> {
      const { menu, stock } = await addContext(id, async (restaurantId) => new Set(await outOfStock(restaurantId)));
      const item = menu?.menu.items.find((i) => i.id === itemId);
      if (!item) throw new BasketRuleError("productId", "This item is not on the menu.");
      if (stock.has(itemId)) throw new BasketRuleError("productId", "This item is out of stock.");
      if (!isAddable(item)) throw new BasketRuleError("productId", "This item needs a choice: customise it first.");
      const selections = defaultSelections(item);
      const customID = customIdOf(item.id, selections);
      return change(id, (state) => {
        const existing = state.items.find((l) => l.customID === customID);
        if (existing) existing.quantity = nextQuantity(existing.quantity, { add: 1 });
        else state.items.push({ id: item.id, customID, quantity: 1, selections });
        return state;
      });
    },
    /**
     * Adds a customised item. The configuration is checked against the menu (never trusted), must be
     * complete, and merges with an identical line. With `replaceCustomId` it replaces that line (edit).
     */
    async addItem(id: string, input: { itemId: string; configuration: unknown } & Editing, outOfStock: OutOfStock): Promise<Basket> {
      const { menu, stock } = await addContext(id, outOfStock);
      const line = itemLine(menu, stock, input);
      return change(id, (state) => {
        placeLine(state.items, line, input.replaceCustomId);
        return state;
      });
    },

    /** Adds several customised items at once: all of them, or (one refused) none; a refusal names its line. */
    async addItems(id: string, inputs: readonly { itemId: string; configuration: unknown }[], outOfStock: OutOfStock): Promise<Basket> {
      const { menu, stock } = await addContext(id, outOfStock);
      const lines = inputs.map((input, i) => atLine(i, () => itemLine(menu, stock, input)));
      return change(id, (state) => {
        lines.forEach((line, i) => atLine(i, () => placeLine(state.items, line)));
        return state;
      });
    },

    /** Adds a bundle with every section chosen (or replaces one, when editing). */
    async addBundle(id: string, input: { bundleId: string; configuration: unknown } & Editing, outOfStock: OutOfStock): Promise<Basket> {
      const { menu, stock } = await addContext(id, outOfStock);
      const bundle = menu?.menu.bundles.find((b) => b.id === input.bundleId);
      if (!bundle) throw new BasketRuleError("bundleId", "This bundle is not on the menu.");
      const config = parseBundleConfiguration(bundle, input.configuration, stock);
      if (!config) throw new BasketRuleError("configuration", "These choices are not available for this bundle.");
      const check = validateBundle(bundle, config);
      if (!check.valid) throw new BasketRuleError(check.errors[0]!.sectionId, check.errors[0]!.message);
      const customID = bundleCustomId(config);
      return change(id, (state) => {
        placeLine(
          state.bundles,
          { bundleId: bundle.id, customID, quantity: config.quantity, sections: config.sections },
          input.replaceCustomId,
        );
        return state;
      });
    },

    /** Takes out every line that is out of stock here or no longer on the menu. */
    async removeUnavailable(
      id: string,
      outOfStock: ReadonlySet<string>,
      onMenu: { items: ReadonlySet<string>; bundles: ReadonlySet<string> },
    ): Promise<Basket> {
      return change(id, (state) => ({
        ...state,
        items: state.items.filter((l) => onMenu.items.has(l.id) && !outOfStock.has(l.id)),
        bundles: state.bundles.filter(
          (b) => onMenu.bundles.has(b.bundleId) && !b.sections.some((sec) => sec.products.some((p) => outOfStock.has(p.itemId))),
        ),
      }));
    },
    /** Lines' quantities changed by their deltas (adding past 99 refused), at 0 the line gone. */
    stepLines,

    /**
     * Sets lines' quantities (SetBasketItems, UpdateBasket): each named line must exist, each
     * quantity is 0–99 (0 takes the line out); a refusal names the field (`items.2.quantity`) and
     * changes nothing. With `atVersion`, a copy older than the stored basket is refused (stale).
     */
    async setQuantities(id: string, wanted: WantedQuantities, atVersion?: number): Promise<Basket> {
      return change(id, (state, current) => {
        if (atVersion !== undefined && atVersion < current.version) throw new BasketStaleError();
        for (const [kind, lines, list] of [
          ["items", state.items, wanted.items ?? []],
          ["bundles", state.bundles, wanted.bundles ?? []],
        ] as const) {
          list.forEach((want, i) => {
            const line = (lines as { customID: string; quantity: number }[]).find((l) => l.customID === want.customID);
            if (!line) throw new BasketRuleError(`${kind}.${i}.customID`, "This basket line no longer exists.");
            line.quantity = nextQuantity(line.quantity, { set: want.quantity }, `${kind}.${i}.quantity`);
          });
        }
        state.items = state.items.filter((l) => l.quantity > 0);
        state.bundles = state.bundles.filter((l) => l.quantity > 0);
        return state;
      });
    },

    /**
     * Count and value for the header's basket icon; no row is created for it. `null`: a basket id
     * made by this very request (`RequestSession.basketIsNew`), under which nothing is stored yet.
     */
    async summary(
      id: string | null,
    ): Promise<{ count: number; subtotalMinor: number; mode: Basket["state"]["mode"]; key: string | null; expired: boolean }> {
      const basket = id === null ? null : expireIfDue(await baskets.get(id, brand));
      if (!basket) return { count: 0, subtotalMinor: 0, mode: null, key: null, expired: false };
      const count = numberOfItems(basket.state);
      const menu = count > 0 ? await (menuRecord ? menuRecord() : menus.get(brand)) : null;
      return {
        count,
        subtotalMinor: menu ? basketSubtotal(menu.menu, basket.state) : 0,
        mode: basket.state.mode,
        key: basket.key,
        expired: basket.state.expiredBasket,
      };
    },
  };
}
export type BasketService = ReturnType<typeof basketService>;

/** Every basket operation but `change`, which would let a caller write any state it likes. */
export function basketUseCases({ change: _raw, ...useCases }: BasketService) {
  return useCases;
}
