// What follows a change of who holds a basket: a session began or ended on it (sign-in, sign-up,
// guest details, sign-out), so the benefits on it are checked again for whoever holds it now.
import type { Basket } from "../../domain/basket/basket";
import type { VoucherService } from "../basket";
import type { AccountService } from "./accounts";
import type { CustomerService } from "./customers";

export function sessionChanges(deps: {
  customers: CustomerService;
  accounts: AccountService;
  baskets: { clear(id: string): Promise<unknown>; getOrCreate(id: string): Promise<Basket> };
  /** Rewards belong to their member: anyone else's go, and the basket says so when next shown. */
  dropForeignRewards(basketId: string, customerId: number | null): Promise<unknown>;
  /** The vouchers checked again for who holds the basket; those that no longer hold are named. */
  revalidateVouchers: VoucherService["revalidate"];
}) {
  const { customers, accounts, baskets } = deps;
  return {
    /**
     * A session began or ended on this basket (sign-in, sign-up, guest details, sign-out): its
     * vouchers are checked again for whoever holds it now; those that no longer hold are named.
     */
    async sessionChanged(basketId: string, sessionId: string | null) {
      const live = sessionId ? await customers.resolveSession(sessionId) : null;
      await deps.dropForeignRewards(basketId, live?.customerId ?? null);
      return deps.revalidateVouchers(basketId, live?.customerId ?? null);
    },
    /**
     * Sign-out (the header's button, customer/logout): the session ends, the basket is emptied, and
     * the visitor goes on with a new basket id (`renewBasketId`): the old id names an empty basket.
     */
    async signOut(session: { basketId: string; sessionId: string | null; renewBasketId(): string }) {
      await accounts.logout(session.sessionId);
      await baskets.clear(session.basketId);
      return baskets.getOrCreate(session.renewBasketId());
    },
  };
}
