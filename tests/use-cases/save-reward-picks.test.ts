// Use case: picking loyalty rewards and saving the picks to the basket. Page: the reward page
// (app/routes/loyalty.tsx: its loader's sections, then the action's intents "select" with
// sectionIndex and offerId, and "save"). /api: GET /api/basket/GetRewardsForTransientBasket/true,
// POST /api/basket/selectitem/:offerId/:sectionIndex, then POST /api/basket/savediscounts.
// Services: services.loyalty.screen, pick and save. Both doors store the same rewards and price
// the same discount, and neither saves a reward missing some of its picks.
import { describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/loyalty";
import { apiServer, basketIdOf } from "../support/http";
import { GOLD, loyaltyHelpers } from "../support/loyalty";
import { formPost, type RouteAnswer } from "../support/route-calls";
import { COLLECTION, useCaseDoors, type ApiErrors, type PageVisitor } from "../support/use-cases";

const api = apiServer();
const { services, pageAtSoho, signIn, stored } = useCaseDoors(api);
const { basket, rewards, select } = loyaltyHelpers(api);

const REWARDS = "/collection/loyalty";

/** A gold member's basket at Soho with a Margherita and a Pepperoni, through the pages. */
async function memberOnPage() {
  const page = await pageAtSoho("margherita", "pepperoni-classic");
  await signIn(page.v, GOLD);
  return page;
}

/** Taps an offer on the reward page, finding its reward's card by title as the customer would. */
async function tap(v: PageVisitor, title: string, offerId: string) {
  const screen = await v.call(loader, REWARDS, COLLECTION);
  expect(screen.status).toBe(200);
  const sectionIndex = screen.data.sections.findIndex((s) => s.title === title);
  expect(sectionIndex).toBeGreaterThanOrEqual(0);
  return v.call(action, REWARDS, COLLECTION, formPost({ intent: "select", sectionIndex: String(sectionIndex), offerId }));
}
const save = (v: PageVisitor): Promise<RouteAnswer> => v.call(action, REWARDS, COLLECTION, formPost({ intent: "save" }));

describe("saving reward picks", () => {
  it("a free Margherita: the reward page's 'Save' and savediscounts store the same reward and take the same amount off", async () => {
    const page = await memberOnPage();
    expect(await tap(page.v, "Free Margherita", "margherita")).toMatchObject({ status: 302, location: REWARDS });
    // Picked, not yet saved: the basket itself has no rewards.
    expect((await stored(page.basketId)).state.rewards).toEqual([]);
    expect(await save(page.v)).toMatchObject({ status: 302, location: "/collection/basket" });

    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    expect((await select(c, await rewards(c), "Free Margherita", "margherita")).status).toBe(200);
    const saved = await c.request("/api/basket/savediscounts", { method: "POST" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { saved: boolean }).saved).toBe(true);

    const viaPage = (await stored(page.basketId)).state;
    const viaApi = (await stored(basketIdOf(c))).state;
    expect(viaPage.rewards).toEqual([{ rewardId: 105, productId: "margherita" }]);
    expect(viaApi.rewards).toEqual(viaPage.rewards);
    expect(viaPage.rewardDraft).toBeNull();
    expect(viaApi.rewardDraft).toBeNull();
    expect(viaApi.items).toEqual(viaPage.items);

    const pagePriced = (await services().basketView(page.basketId, GOLD)).view;
    const apiPriced = (await services().basketView(basketIdOf(c), GOLD)).view;
    expect(pagePriced.discounts).toMatchObject([{ rewardId: 105, amountMinor: 1095 }]);
    expect(apiPriced.discounts).toEqual(pagePriced.discounts);
    expect(apiPriced.totalMinor).toBe(pagePriced.totalMinor);
  });

  it("a two-pick reward with one pick: neither door saves it, and the basket keeps no reward", async () => {
    const page = await memberOnPage();
    await tap(page.v, "Two Free Dips", "smoky-bbq-dip");
    const refusedPage = await save(page.v);
    expect(refusedPage).toMatchObject({ status: 400, data: { error: "incomplete" } });

    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    await select(c, await rewards(c), "Two Free Dips", "smoky-bbq-dip");
    const refusedApi = await c.request("/api/basket/savediscounts", { method: "POST" });
    expect(refusedApi.status).toBe(400);
    expect(((await refusedApi.json()) as ApiErrors).errors[0]!.path).toBe("rewards");

    expect((await stored(page.basketId)).state.rewards).toEqual([]);
    expect((await stored(basketIdOf(c))).state.rewards).toEqual([]);
  });
});
