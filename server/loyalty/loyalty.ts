// Loyalty rewards around the basket (spec 2 §4 Loyalty rewards, Reward selection): the member's
// wallet, the reward screen over the basket's draft picks (the web's "transient basket"), picking,
// saving and clearing. The rules are pure (domain/loyalty/loyalty.ts); this is the I/O around them.
import { createHash } from "node:crypto";
import { liveDraft, type Basket, type BasketMark, type BasketState } from "../../domain/basket/basket";
import {
  deselectOffer,
  keepUsablePicks,
  rewardSections,
  selectOffer,
  selectionComplete,
  usableRewards,
  type OfferProduct,
  type PickRefusal,
  type RewardDef,
  type RewardPick,
  type SectionView,
  type WalletReward,
} from "../../domain/loyalty/loyalty";
import type { Customer } from "../db/repositories/customers";
import type { BasketService } from "../basket";
import type { MenuService } from "../menu";
import type { SearchService } from "../search";
import { commitPicks } from "./reward-lines";
import { tempBasketUseCases } from "./loyalty-temp-basket";
import { rewardOwnership } from "./reward-owner";
import { clubMembers, type ClubDeps } from "./members";

export interface RewardScreen {
  restaurantName: string;
  sections: SectionView[];
  /** Rewards the member cannot use yet (a higher tier, a birthday to come). */
  locked: WalletReward[];
  /** Open rewards exist, but none for this restaurant and order. */
  noneHere: boolean;
  picks: RewardPick[];
  selectionComplete: boolean;
  vouchersApplied: boolean;
  /** Changes since the last save: the save commits only then (spec 2 §4). */
  changed: boolean;
  tempBasketHash: string;
}

/** A member's wallet and the rewards usable for a basket now, each with its offers (`basketRewards`). */
export interface BasketRewards {
  wallet: WalletReward[];
  offers: { reward: WalletReward; section: SectionView }[];
}

/**
 * The basket as `customerId`'s reward screen sees it, without storing anything: their saved picks
 * (none while the rewards are another member's) and the draft over them, which is the saved picks
 * until a pick changes it, and again once the customer has left for the basket page since (`left`,
 * `liveDraft`). A pick or a save stores it.
 */
const seenBy = (basket: Basket, customerId: number, left: BasketMark | null): BasketState & { rewardDraft: RewardPick[] } => {
  const s = basket.state;
  const own = s.rewardsOwner === customerId;
  const rewards = own ? s.rewards : [];
  return { ...s, rewards, rewardDraft: own ? (liveDraft(basket, left) ?? rewards) : [], rewardsOwner: customerId };
};

const hashOf = (picks: readonly RewardPick[]) =>
  createHash("sha256")
    .update(JSON.stringify(picks.map((p) => [p.rewardId, p.productId])))
    .digest("hex")
    .slice(0, 16);

export function loyaltyService(
  deps: ClubDeps & {
    baskets: BasketService;
    menu: MenuService;
    search: SearchService;
    /** Keys the temporary basket's hash (derived from the session secret). */
    secret: string;
  },
) {
  const { baskets, menu, search, brand } = deps;
  const members = clubMembers(deps);
  const { defs, customerIfMember, walletOf } = members;

  /** The prices rewards draw on at a restaurant: the same for every member, built once per menu and stock. */
  async function productsAt(restaurantId: number): Promise<Map<string, OfferProduct>> {
    const products = await menu.perRestaurant(restaurantId, "offer-products", (record, stock) => {
      const out = new Map<string, OfferProduct>();
      for (const item of record.menu.items) {
        if (stock.has(item.id)) continue;
        const optionCosts: Record<string, number> = {};
        for (const g of item.groups) for (const o of g.options) optionCosts[o.id] = o.costMinor;
        out.set(item.id, { id: item.id, name: item.name, basePriceMinor: item.basePriceMinor, optionCosts });
      }
      return out;
    });
    return products ?? new Map();
  }

  /** The member's usable rewards and the reward screen's cards for this basket and these picks. */
  async function sectionsFor(basket: Basket, customer: Customer, picks: readonly RewardPick[], known?: WalletReward[]) {
    const rid = basket.state.restaurantId!;
    const mode = basket.state.mode ?? "collection";
    const wallet = known ?? (await walletOf(customer));
    const usable = usableRewards(wallet, { restaurantId: rid, mode });
    const ctx = {
      restaurantId: rid,
      mode,
      products: await productsAt(rid),
      vouchersApplied: basket.state.voucherCodes.length > 0,
      currencySymbol: brand.currencySymbol,
    };
    const timeZone = (await search.record(rid))?.timeZone ?? brand.timeZone;
    const first = rewardSections(usable, picks, ctx, timeZone);
    const kept = keepUsablePicks(picks, first);
    const sections = kept.length === picks.length ? first : rewardSections(usable, kept, ctx, timeZone);
    return { wallet, usable, sections, picks: kept };
  }

  async function heldFor(state: BasketState, viewer: number | null): Promise<Map<number, RewardDef>> {
    // A reward is priced only for its own member, signed in on this basket now.
    if (!state.rewards.length || state.rewardsOwner === null || state.rewardsOwner !== viewer || state.restaurantId === null)
      return new Map();
    const c = await customerIfMember(state.rewardsOwner);
    if (!c) return new Map();
    const usable = usableRewards(await walletOf(c), { restaurantId: state.restaurantId, mode: state.mode ?? "collection" });
    return new Map(usable.map((w) => [w.def.thirdPartyRewardTypeId, w.def]));
  }

  /** The reward screen for these picks over this basket (picks no longer usable drop out). */
  async function screenOf(basket: Basket, customer: Customer, draft: readonly RewardPick[]): Promise<RewardScreen> {
    const { wallet, usable, sections, picks } = await sectionsFor(basket, customer, draft);
    const held = new Map(usable.map((w) => [w.def.thirdPartyRewardTypeId, w.def]));
    return {
      restaurantName: (await search.record(basket.state.restaurantId ?? 0))?.name ?? "",
      sections,
      locked: wallet.filter((w) => w.locked),
      noneHere: sections.length === 0 && wallet.some((w) => !w.locked),
      picks,
      selectionComplete: selectionComplete(picks, held),
      vouchersApplied: basket.state.voucherCodes.length > 0,
      changed: hashOf(picks) !== hashOf(basket.state.rewards),
      tempBasketHash: hashOf(picks),
    };
  }

  const menuItems = async () => (await menu.record())?.menu.items ?? [];

  return {
    catalogue: defs,
    /** Loyalty on, signed in, app-approved and in the club (spec 2 §4). */
    async isMember(customerId: number | null): Promise<boolean> {
      return (await customerIfMember(customerId)) !== null;
    },
    /** The welcome reward's title (the catalogue's first reward tagged signup), for the welcome dialog; null with loyalty off. */
    async welcomeRewardTitle(): Promise<string | null> {
      if (!deps.enabled) return null;
      return (await defs()).find((d) => d.tags[0]?.startsWith("signup"))?.details.rewardTitle ?? null;
    },
    rewardPeriods: members.rewardPeriods,
    memberWallet: members.memberWallet,
    rewardsCatalogue: members.rewardsCatalogue,
    /**
     * The member's rewards, open and locked, and those usable for the basket now (its restaurant and
     * order type), each with its offers under the basket's saved picks: the basket page and the
     * customer state. Reads only: no draft is started. Null outside the club; no offers before a
     * restaurant is chosen.
     */
    async basketRewards(basketId: string, customerId: number | null, read?: Basket): Promise<BasketRewards | null> {
      const customer = await customerIfMember(customerId);
      if (!customer) return null;
      const wallet = await walletOf(customer);
      const basket = read ?? (await baskets.getOrCreate(basketId));
      if (basket.state.restaurantId === null) return { wallet, offers: [] };
      const saved = basket.state.rewardsOwner === customer.id ? basket.state.rewards : [];
      const { usable, sections } = await sectionsFor(basket, customer, saved, wallet);
      const offers = sections.flatMap((section) => {
        const reward = usable.find((w) => w.def.thirdPartyRewardTypeId === section.thirdPartyRewardTypeId);
        return reward ? [{ reward, section }] : [];
      });
      return { wallet, offers };
    },
    /**
     * The rewards the basket's saved picks may draw on for `viewer` (who is signed in on it): the
     * owner's open rewards usable at its restaurant and in its mode, and only when the viewer is
     * the owner. Anything else (another customer, a guest, a reward used meanwhile) is empty.
     */
    heldFor,
    /** Rewards not of whoever holds the basket now go, and the basket says so once (./reward-owner). */
    ...rewardOwnership(baskets),
    /**
     * The reward screen: the draft is the saved picks until a pick changes it, and then lives with
     * the basket until it is saved or cleared. Opening the screen stores nothing.
     */
    async screen(basketId: string, customerId: number | null, left: BasketMark | null): Promise<RewardScreen | null> {
      const customer = await customerIfMember(customerId);
      const basket = await baskets.peek(basketId);
      if (!customer || !basket || basket.state.restaurantId === null) return null;
      const seen = seenBy(basket, customer.id, left);
      return screenOf({ ...basket, state: seen }, customer, seen.rewardDraft);
    },
    /** The draft as the basket would be once saved: for the screen's running totals. */
    async previewState(basketId: string, viewer: number | null, left: BasketMark | null): Promise<BasketState | null> {
      const basket = await baskets.peek(basketId);
      if (!basket || viewer === null) return null;
      const seen = seenBy(basket, viewer, left);
      const held = await heldFor({ ...seen, rewards: seen.rewardDraft }, viewer);
      return commitPicks(seen, seen.rewardDraft, held, await menuItems());
    },
    /** Tap on an offer: select (or, with `select` false, deselect) it for the section's reward. */
    async pick(
      basketId: string,
      customerId: number | null,
      sectionIndex: number,
      offerId: string,
      select: boolean,
      left: BasketMark | null,
    ): Promise<{ ok: true } | { ok: false; reason: PickRefusal | "not-member" }> {
      const customer = await customerIfMember(customerId);
      if (!customer) return { ok: false, reason: "not-member" };
      let refusal: PickRefusal | null = null;
      // The sections are worked out from the basket read outside the write; a pick that no longer
      // fits the stored draft is refused rather than guessed at.
      const before = await baskets.getOrCreate(basketId);
      if (before.state.restaurantId === null) return { ok: false, reason: "unknown" };
      const { sections, picks } = await sectionsFor(before, customer, seenBy(before, customer.id, left).rewardDraft);
      let next: RewardPick[] = picks;
      if (select) {
        const r = selectOffer(picks, sections, sectionIndex, offerId);
        if ("refused" in r) refusal = r.refused;
        else next = r.picks;
      } else next = deselectOffer(picks, sections, sectionIndex, offerId);
      if (refusal) return { ok: false, reason: refusal };
      await baskets.change(basketId, (state, b) => ({
        ...seenBy({ ...b, state }, customer.id, null),
        rewardDraft: next,
        rewardDraftOn: b.version,
      }));
      return { ok: true };
    },
    /**
     * Saves the draft (savediscounts): only when it changed, only when every multi-pick reward has
     * all its picks; picked products with no line to carry them are added.
     */
    async save(
      basketId: string,
      customerId: number | null,
      left: BasketMark | null,
    ): Promise<"saved" | "unchanged" | "incomplete" | "not-member"> {
      const customer = await customerIfMember(customerId);
      if (!customer) return "not-member";
      const basket = await baskets.getOrCreate(basketId);
      if (basket.state.restaurantId === null) return "unchanged";
      const seen = seenBy(basket, customer.id, left);
      const { usable, picks } = await sectionsFor(basket, customer, seen.rewardDraft);
      const held = new Map(usable.map((w) => [w.def.thirdPartyRewardTypeId, w.def]));
      if (!selectionComplete(picks, held)) return "incomplete";
      if (hashOf(picks) === hashOf(seen.rewards)) {
        if (basket.state.rewardDraft !== null) await baskets.change(basketId, (s) => ({ ...s, rewardDraft: null }));
        return "unchanged";
      }
      const items = await menuItems();
      await baskets.change(basketId, (state, b) => ({
        ...commitPicks(seenBy({ ...b, state }, customer.id, null), picks, held, items),
        rewardDraft: null,
      }));
      return "saved";
    },
    /** Takes every reward off the basket and out of the draft (cleardiscounts). */
    async clear(basketId: string): Promise<Basket> {
      return baskets.change(basketId, (s) => ({ ...s, rewards: [], rewardDraft: s.rewardDraft === null ? null : [] }));
    },
    /** In-app: the same screen over a temporary basket the app holds with a hash (decision 008). */
    inApp: tempBasketUseCases({ secret: deps.secret, baskets, customerIfMember, sectionsFor, screenOf, heldFor, menuItems }),
  };
}
