// The club's members and their rewards: who is in the club, a member's wallet (open and locked,
// after what they have used), the period each reward is in, and the catalogue as someone outside
// the club sees it. The rules are pure (domain/loyalty/loyalty-wallet.ts); this is the I/O.
import { catalogueWallet, memberWallet, type RewardDef, type WalletReward } from "../../domain/loyalty/loyalty";
import type { Brand } from "../brands";
import type { Customer } from "../db/repositories/customers";
import type { OrdersRepository } from "../db/repositories/orders";
import type { RewardsRepository } from "../db/repositories/rewards";
import type { Clock } from "../providers/clock";

/** What the club's reading needs: the catalogue, the customers, their redemptions, the clock. */
export interface ClubDeps {
  enabled: boolean;
  rewards: RewardsRepository;
  customers: { getById(id: number): Promise<Customer | null> };
  orders: Pick<OrdersRepository, "rewardRedemptions">;
  clock: Clock;
  brand: Brand;
}

export function clubMembers(deps: ClubDeps) {
  const { clock, brand } = deps;
  let catalogue: Promise<RewardDef[]> | null = null;
  const defs = () => (catalogue ??= deps.rewards.list().then((list) => list.map((r) => ({ ...r, picks: r.picks ?? 1 }))));

  /** Loyalty on, signed in, app-approved and in the club (spec 2 §4). */
  async function customerIfMember(customerId: number | null): Promise<Customer | null> {
    if (!deps.enabled || customerId === null) return null;
    const c = await deps.customers.getById(customerId);
    return c && c.appApproved && c.tier ? c : null;
  }

  async function walletOf(customer: Customer): Promise<WalletReward[]> {
    const redemptions = (await deps.orders.rewardRedemptions(brand.code, customer.id)).map((r) => ({
      rewardId: r.rewardId,
      at: new Date(r.at),
    }));
    return memberWallet(
      await defs(),
      {
        tier: customer.tier,
        appApproved: customer.appApproved,
        joinedAt: new Date(customer.joinedAt),
        dateOfBirth: customer.dateOfBirth,
        emailVerified: customer.emailVerifiedAt !== null,
      },
      redemptions,
      clock.now(),
      brand.timeZone,
    );
  }

  return {
    defs,
    customerIfMember,
    walletOf,
    /** The member's rewards, open and locked, in one read; null for a customer outside the club. */
    async memberWallet(customerId: number | null): Promise<WalletReward[] | null> {
      const c = await customerIfMember(customerId);
      return c ? walletOf(c) : null;
    },
    /**
     * The rewards catalogue (customer/getallrewards): a member's own wallet, or for anyone else
     * every reward, locked; null with loyalty off.
     */
    async rewardsCatalogue(customerId: number | null): Promise<WalletReward[] | null> {
      if (!deps.enabled) return null;
      const c = await customerIfMember(customerId);
      return c ? walletOf(c) : catalogueWallet(await defs(), clock.now());
    },
    /**
     * The period each of the member's rewards is in now, by reward id, whether used or not (the
     * welcome reward's is the joining, so once ever): the key its redemption is recorded under, and
     * the database takes one redemption per member, reward and period.
     */
    async rewardPeriods(customerId: number): Promise<Map<number, string>> {
      const c = await deps.customers.getById(customerId);
      if (!c || !c.tier) return new Map();
      const member = { tier: c.tier, appApproved: true, joinedAt: new Date(c.joinedAt), dateOfBirth: c.dateOfBirth };
      const all = memberWallet(await defs(), member, [], clock.now(), brand.timeZone);
      return new Map(all.map((w) => [w.def.thirdPartyRewardTypeId, `${w.def.thirdPartyRewardTypeId}@${w.validFrom.toISOString()}`]));
    },
  };
}
