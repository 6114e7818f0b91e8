// In-app reward selection (spec 2 §4 Reward selection, §7): the app holds the draft picks as a
// temporary basket, `tempBasketJSON`, with `tempBasketHash`, an HMAC of that exact text keyed by a
// server secret. Nothing is stored until the save; the server never trusts the JSON without its
// hash, and prices come from the picks alone (decision 008, "In-app: the temporary basket").
// Also the app's quick calls that add a product and apply a reward to it in one go.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Basket, BasketState } from "../../domain/basket/basket";
import {
  deselectOffer,
  parseTag,
  selectionComplete,
  selectOffer,
  REWARD_MESSAGES,
  type PickRefusal,
  type RewardDef,
  type RewardPick,
  type SectionView,
  type WalletReward,
} from "../../domain/loyalty/loyalty";
import type { Customer } from "../db/repositories/customers";
import type { BasketService } from "../basket";
import type { RewardScreen } from "./loyalty";
import { addUnit, commitPicks, type MenuItems } from "./reward-lines";

/** What the app holds between calls. */
export interface TempBasket {
  tempBasketJSON: string;
  tempBasketHash: string;
}

const tempBasketSchema = z.strictObject({
  v: z.literal(1),
  basketId: z.string().min(1).max(200),
  key: z.string().min(1).max(200),
  customerId: z.number().int().positive(),
  picks: z
    .array(z.strictObject({ rewardId: z.number().int().positive(), productId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) }))
    .max(50),
});

export const TEMP_BASKET_MESSAGES = {
  hash: "The temporary basket does not match its hash: open your rewards again.",
  invalid: "The temporary basket is not valid: open your rewards again.",
  other: "The temporary basket is for another basket: open your rewards again.",
} as const;

/** A refusal naming the field at fault, as the /api answers it and the page shows it. */
export interface Refused {
  ok: false;
  status: 400 | 403 | 409;
  path: string;
  message: string;
}
const refuse = (status: Refused["status"], path: string, message: string): Refused => ({ ok: false, status, path, message });
const NOT_MEMBER = refuse(403, "customer", "Rewards are for signed-in club members.");
const PICK_REFUSALS: Record<PickRefusal, Refused> = {
  taken: refuse(409, "offerId", REWARD_MESSAGES.taken),
  vouchers: refuse(409, "voucherCodes", REWARD_MESSAGES.vouchersInApp),
  full: refuse(409, "offerId", "This reward has all its picks: deselect one to choose another."),
  unknown: refuse(409, "offerId", "No such offer in this section."),
};

/** The screen over a temporary basket: what the app (or the in-app page) shows and holds next. */
export interface TempScreen {
  ok: true;
  screen: RewardScreen;
  temp: TempBasket;
  /** The basket as saving these picks would leave it: for the running totals. */
  preview: BasketState;
}

export function tempBasketUseCases(deps: {
  secret: string;
  baskets: BasketService;
  customerIfMember(customerId: number | null): Promise<Customer | null>;
  sectionsFor(
    basket: Basket,
    customer: Customer,
    picks: readonly RewardPick[],
  ): Promise<{ usable: WalletReward[]; sections: SectionView[]; picks: RewardPick[] }>;
  screenOf(basket: Basket, customer: Customer, picks: readonly RewardPick[]): Promise<RewardScreen>;
  heldFor(state: BasketState, viewer: number | null): Promise<Map<number, RewardDef>>;
  menuItems(): Promise<MenuItems>;
}) {
  const { baskets, customerIfMember, sectionsFor, screenOf, heldFor, menuItems } = deps;
  const hmacKey = createHmac("sha256", deps.secret).update("temp-basket-hash/v1").digest();
  const hashOf = (text: string) => createHmac("sha256", hmacKey).update(text).digest("hex");

  function encode(basket: Basket, customer: Customer, picks: readonly RewardPick[]): TempBasket {
    const tempBasketJSON = JSON.stringify({
      v: 1,
      basketId: basket.id,
      key: basket.key,
      customerId: customer.id,
      picks: picks.map((p) => ({ rewardId: p.rewardId, productId: p.productId })),
    });
    return { tempBasketJSON, tempBasketHash: hashOf(tempBasketJSON) };
  }

  /** The picks of a temporary basket the server signed for this basket and member, or why not. */
  function decode(basket: Basket, customer: Customer, temp: TempBasket): RewardPick[] | Refused {
    const expected = Buffer.from(hashOf(temp.tempBasketJSON), "hex");
    const given = /^[0-9a-f]{64}$/.test(temp.tempBasketHash) ? Buffer.from(temp.tempBasketHash, "hex") : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return refuse(400, "tempBasketJSON", TEMP_BASKET_MESSAGES.hash);
    let parsed: z.infer<typeof tempBasketSchema>;
    try {
      const r = tempBasketSchema.safeParse(JSON.parse(temp.tempBasketJSON));
      if (!r.success) return refuse(400, "tempBasketJSON", TEMP_BASKET_MESSAGES.invalid);
      parsed = r.data;
    } catch {
      return refuse(400, "tempBasketJSON", TEMP_BASKET_MESSAGES.invalid);
    }
    if (parsed.basketId !== basket.id || parsed.key !== basket.key || parsed.customerId !== customer.id)
      return refuse(400, "tempBasketJSON", TEMP_BASKET_MESSAGES.other);
    return parsed.picks;
  }

  /** The saved picks, when they are this member's. */
  const savedOf = (basket: Basket, customer: Customer) => (basket.state.rewardsOwner === customer.id ? basket.state.rewards : []);

  async function screenFor(basket: Basket, customer: Customer, draft: readonly RewardPick[]): Promise<TempScreen> {
    const screen = await screenOf(basket, customer, draft);
    const held = await heldFor({ ...basket.state, rewards: screen.picks, rewardsOwner: customer.id }, customer.id);
    const preview = commitPicks({ ...basket.state, rewardsOwner: customer.id }, screen.picks, held, await menuItems());
    return { ok: true, screen, temp: encode(basket, customer, screen.picks), preview };
  }

  /** The member, the basket and the temporary basket's picks, or why not. */
  async function load(basketId: string, customerId: number | null, temp: TempBasket | null) {
    const customer = await customerIfMember(customerId);
    if (!customer) return NOT_MEMBER;
    const basket = await baskets.getOrCreate(basketId);
    if (basket.state.restaurantId === null) return refuse(409, "restaurantId", "Choose a restaurant first.");
    const picks = temp ? decode(basket, customer, temp) : savedOf(basket, customer);
    if (!Array.isArray(picks)) return picks;
    return { ok: true as const, customer, basket, picks };
  }

  /** Adds a product's pick for a reward the member holds here, saved at once (the quick calls). */
  async function quickPick(
    basketId: string,
    customerId: number | null,
    productId: string,
    which: (usable: RewardDef[]) => RewardDef | undefined,
    addOne: boolean,
  ): Promise<{ ok: true; basket: Basket } | Refused> {
    const loaded = await load(basketId, customerId, null);
    if (!loaded.ok) return loaded;
    const { customer, basket } = loaded;
    if (basket.state.voucherCodes.length) return PICK_REFUSALS.vouchers;
    const { usable, sections, picks } = await sectionsFor(basket, customer, loaded.picks);
    const def = which(usable.map((w) => w.def));
    if (!def) return refuse(409, "thirdPartyRewardTypeId", "You do not hold this reward, or it cannot be used here.");
    const index = sections.findIndex((s) => s.thirdPartyRewardTypeId === def.thirdPartyRewardTypeId);
    const r = selectOffer(picks, sections, index, productId);
    if ("refused" in r)
      return r.refused === "unknown"
        ? refuse(409, "productId", "This product is not an offer of this reward here.")
        : PICK_REFUSALS[r.refused];
    const held = new Map(usable.map((w) => [w.def.thirdPartyRewardTypeId, w.def]));
    const items = await menuItems();
    const option = def.type === "upgrade" ? (def.upgradeOptionId ?? null) : null;
    let refused: string | null = null;
    const saved = await baskets.change(basketId, (s) => {
      const added = addOne ? addUnit(s, items, productId, option) : "added";
      // The line already holds the most one may (1–99): nothing changes, and the caller hears why.
      if (typeof added === "object") {
        refused = added.refused;
        return s;
      }
      return { ...commitPicks(s, r.picks, held, items), rewardDraft: null, rewardsOwner: customer.id };
    });
    if (refused !== null) return refuse(409, "productId", refused);
    return { ok: true, basket: saved };
  }

  return {
    /** GetRewardsForTransientBasket/false: the screen over the saved picks, as a new temporary basket. */
    async open(basketId: string, customerId: number | null): Promise<TempScreen | Refused> {
      const loaded = await load(basketId, customerId, null);
      return loaded.ok ? screenFor(loaded.basket, loaded.customer, loaded.picks) : loaded;
    },
    /** The screen over a temporary basket the app holds (the in-app page after a refused tap). */
    async show(basketId: string, customerId: number | null, temp: TempBasket): Promise<TempScreen | Refused> {
      const loaded = await load(basketId, customerId, temp);
      return loaded.ok ? screenFor(loaded.basket, loaded.customer, loaded.picks) : loaded;
    },
    /** selectitem / deselectitem on the temporary basket: answers the next one; nothing is stored. */
    async pick(
      basketId: string,
      customerId: number | null,
      temp: TempBasket,
      sectionIndex: number,
      offerId: string,
      select: boolean,
    ): Promise<TempScreen | Refused> {
      const loaded = await load(basketId, customerId, temp);
      if (!loaded.ok) return loaded;
      const { customer, basket } = loaded;
      if (basket.state.voucherCodes.length) return PICK_REFUSALS.vouchers;
      const { sections, picks } = await sectionsFor(basket, customer, loaded.picks);
      let next: RewardPick[];
      if (select) {
        const r = selectOffer(picks, sections, sectionIndex, offerId);
        if ("refused" in r) return PICK_REFUSALS[r.refused];
        next = r.picks;
      } else next = deselectOffer(picks, sections, sectionIndex, offerId);
      return screenFor(basket, customer, next);
    },
    /**
     * savediscounts: commits the temporary basket's picks, only when its hash differs from the saved
     * picks' (no write otherwise), and only when every multi-pick reward has all its picks.
     */
    async save(
      basketId: string,
      customerId: number | null,
      temp: TempBasket,
    ): Promise<{ ok: true; outcome: "saved" | "unchanged"; basket: Basket } | Refused> {
      const loaded = await load(basketId, customerId, temp);
      if (!loaded.ok) return loaded;
      const { customer, basket } = loaded;
      if (temp.tempBasketHash === encode(basket, customer, savedOf(basket, customer)).tempBasketHash)
        return { ok: true, outcome: "unchanged", basket };
      if (loaded.picks.length && basket.state.voucherCodes.length) return PICK_REFUSALS.vouchers;
      const { usable, picks } = await sectionsFor(basket, customer, loaded.picks);
      const held = new Map(usable.map((w) => [w.def.thirdPartyRewardTypeId, w.def]));
      if (!selectionComplete(picks, held)) return refuse(400, "rewards", REWARD_MESSAGES.notEnough);
      const items = await menuItems();
      const saved = await baskets.change(basketId, (s) => ({
        ...commitPicks(s, picks, held, items),
        rewardDraft: null,
        rewardsOwner: customer.id,
      }));
      return { ok: true, outcome: "saved", basket: saved };
    },
    /** cleardiscounts: every reward off the basket, and an empty temporary basket to go on with. */
    async clear(basketId: string, customerId: number | null, temp: TempBasket | null): Promise<TempScreen | Refused> {
      const loaded = await load(basketId, customerId, temp);
      if (!loaded.ok) return loaded;
      let basket = loaded.basket;
      if (basket.state.rewards.length || basket.state.rewardDraft !== null)
        basket = await baskets.change(basketId, (s) => ({ ...s, rewards: [], rewardDraft: null }));
      return screenFor(basket, loaded.customer, []);
    },
    /** QuickAddItemAndReward: one more of the product, with the reward applied to it. */
    quickAddItemAndReward(basketId: string, customerId: number | null, productId: string, rewardId: number) {
      return quickPick(basketId, customerId, productId, (usable) => usable.find((d) => d.thirdPartyRewardTypeId === rewardId), true);
    },
    /** QuickSelectItem/…/306: the welcome reward on the product, adding it only if no line carries it. */
    quickSelectWelcome(basketId: string, customerId: number | null, productId: string) {
      return quickPick(
        basketId,
        customerId,
        productId,
        (usable) => usable.find((d) => parseTag(d.tags[0] ?? d.tierName).name === "signup"),
        false,
      );
    },
  };
}
