// The club's two 'nothing here' texts (spec 2 §8), where the spec puts them: a member with no open
// reward reads 'There are no loyalty rewards available right now.' on the reward screen and in the
// basket's reward panel; a member whose rewards all exclude the chosen restaurant reads 'No offers
// available at {restaurant}.' on the reward screen. The catalogue is changed before first use.
import { beforeAll, describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign } from "../../server/http/cookies";
import { pageServer } from "../support/pages";

const site = pageServer();
const SIGNUP = 1;
const BRONZE = 2;

beforeAll(async () => {
  const rewards = createRepositories(site.server.runtime.db).rewards;
  for (const r of await rewards.list()) {
    // The welcome reward's period is over; every other reward excludes Crustello London Soho.
    if (r.tags[0] === "signup:1") await rewards.upsert({ ...r, validityDays: 0 });
    else await rewards.upsert({ ...r, restaurantRules: { inclusions: [], exclusions: [...r.restaurantRules.exclusions, 1001] } });
  }
});

/** A member's collection basket at Soho with a Margherita. */
async function memberAtSoho(customerId: number) {
  const c = site.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  const session = await site.server.runtime.services.customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(session, site.server.runtime.config.sessionSecret));
  return c;
}

const page = async (c: Awaited<ReturnType<typeof memberAtSoho>>, path: string) => {
  const res = await c.request(path);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/&#x27;|&#39;/g, "'");
};

describe("the club with nothing to offer", () => {
  it("a member with no open reward reads that there are none, on the reward screen and in the basket", async () => {
    const c = await memberAtSoho(SIGNUP);
    expect(await page(c, "/collection/loyalty")).toContain("There are no loyalty rewards available right now.");
    expect(await page(c, "/collection/basket")).toContain("There are no loyalty rewards available right now.");
  });

  it("a member whose rewards all exclude the restaurant reads that there are no offers there", async () => {
    const c = await memberAtSoho(BRONZE);
    const html = await page(c, "/collection/loyalty");
    expect(html).toContain("No offers available at Crustello London Soho.");
    expect(html).not.toContain("There are no loyalty rewards available right now.");
  });
});
