// Set-up shared by the loyalty API tests: the seeded club members, a member's basket, the reward
// screen's data as the app reads it, and picking an offer in a section.
import { expect } from "vitest";
import { sign } from "../../server/http/cookies";
import type { apiServer } from "./http";

type Api = ReturnType<typeof apiServer>;
export type Client = ReturnType<Api["server"]["client"]>;

export const GOLD = 4;
export const BRONZE = 2;
export const SILVER = 3;
export const NOT_APPROVED = 7;

interface Offer {
  offerId: string;
  title: string;
  selectedByThisUser: boolean;
  taken: boolean;
  disabled: boolean;
  romanaUpgradePrice: string | null;
}
interface Section {
  title: string;
  thirdPartyRewardTypeId: number;
  readOnly: boolean;
  maxSelectionForReward: number;
  selectionComplete: boolean;
  subSections: { offers: Offer[] }[];
}
export interface RewardData {
  sections: Section[];
  overMinor: number;
  overMessage: string | null;
  selectionComplete: boolean;
  message: string | null;
  discounts: { id: string; offerTitle: string; amountMinor: number }[];
  updateBasketResponse: { basket: { rewards: { rewardId: number; productId: string }[]; items: { id: string; quantity: number }[] } };
}

/** The helpers, bound to the test file's server (`apiServer()`). */
export function loyaltyHelpers(api: Api) {
  const services = () => api.t.runtime.services;

  async function signIn(c: Client, customerId: number) {
    const id = await services().customers.startSession(customerId);
    c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
  }

  /** A signed-in collection basket at a restaurant with the given quick-added items. */
  async function basket(customerId: number | null, items: string[], restaurantId = 1001) {
    const c = api.server.client();
    await c.request(`/api/basket/SetRestaurantDistance/${restaurantId}/0.3/W1D%203QU`, { method: "POST" });
    for (const id of items) expect((await c.request(`/api/basket/QuickAddItem/${id}/1`, { method: "POST" })).status).toBe(200);
    if (customerId !== null) await signIn(c, customerId);
    return c;
  }

  async function rewards(c: Client): Promise<RewardData> {
    const res = await c.request("/api/basket/GetRewardsForTransientBasket/true");
    expect(res.status).toBe(200);
    return (await res.json()) as RewardData;
  }

  function sectionIndex(data: RewardData, title: string): number {
    const i = data.sections.findIndex((s) => s.title === title);
    expect(i, `no section ${title} in ${data.sections.map((s) => s.title).join(", ")}`).toBeGreaterThanOrEqual(0);
    return i;
  }

  async function select(c: Client, data: RewardData, title: string, offerId: string, verb = "selectitem") {
    return c.request(`/api/basket/${verb}/${offerId}/${sectionIndex(data, title)}`, { method: "POST" });
  }

  return { services, signIn, basket, rewards, sectionIndex, select };
}
