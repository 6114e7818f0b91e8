// The club's rewards: known products and restaurants, one per tier at least, the welcome reward,
// the tiers' percentage rewards and an upgrade.
import { rewardSeed, type RestaurantSeed, type RewardSeed } from "../../../server/seed/schemas";
import { byKey, duplicates, fail, readJsonArray } from "./files";

const REWARD_PRODUCTS = new Set(["margherita", "pepperoni-classic", "dough-balls", "tiramisu", "garlic-bread"]);

export function checkRewards(ukRestaurants: RestaurantSeed[], ieRestaurants: RestaurantSeed[]): RewardSeed[] {
  const rewards: RewardSeed[] = readJsonArray("rewards.json", rewardSeed, byKey("thirdPartyRewardTypeId"));
  if (rewards.length < 6 || rewards.length > 8) fail("seeds/rewards.json", `expected 6–8 rewards, found ${rewards.length}`);
  for (const d of duplicates(rewards.map((r) => r.thirdPartyRewardTypeId)))
    fail("seeds/rewards.json", `thirdPartyRewardTypeId ${d} is used more than once`);
  const allRestaurantIds = new Set([...ukRestaurants, ...ieRestaurants].map((r) => r.id));
  for (const r of rewards) {
    const who = `reward ${r.thirdPartyRewardTypeId} (${r.name})`;
    for (const p of r.productIds) if (!REWARD_PRODUCTS.has(p)) fail("seeds/rewards.json", `${who}: unknown product "${p}"`);
    for (const id of [...r.restaurantRules.inclusions, ...r.restaurantRules.exclusions])
      if (!allRestaurantIds.has(id)) fail("seeds/rewards.json", `${who}: restaurant ${id} does not exist`);
  }
  for (const t of ["signup", "bronze", "silver", "gold"] as const)
    if (!rewards.some((r) => r.tierName === t)) fail("seeds/rewards.json", `no reward for tier ${t}`);
  if (
    !rewards.some(
      (r) => r.tierName === "signup" && r.tags.includes("signup:1") && r.productIds.includes("dough-balls") && r.minSpendMinor === 1000,
    )
  )
    fail("seeds/rewards.json", 'expected the Welcome reward: free "dough-balls", tier signup, tag "signup:1", minSpend 1000');
  for (const [t, pct] of [
    ["bronze", 25],
    ["silver", 50],
    ["gold", 100],
  ] as const)
    if (!rewards.some((r) => r.tierName === t && r.type === "percentOff" && r.discountPercentage === pct))
      fail("seeds/rewards.json", `expected a ${pct}% off reward for tier ${t}`);
  if (!rewards.some((r) => r.type === "upgrade")) fail("seeds/rewards.json", "expected an upgrade reward");
  return rewards;
}
