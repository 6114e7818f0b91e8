// Checks every seed file under seeds/ against its zod schema and a few cross-file rules (the checks
// are in ./seed-checks, one module per kind of seed), then prints a summary.
// Run: npm run seeds:check
// Exits 1 (after listing every problem) when something is wrong, 0 otherwise.
import { FROZEN, checkCardStates } from "./seed-checks/card-states";
import { checkCustomers } from "./seed-checks/customers";
import { problems } from "./seed-checks/files";
import { checkGeo } from "./seed-checks/geo";
import { checkAllRestaurants } from "./seed-checks/restaurants";
import { checkRewards } from "./seed-checks/rewards";
import { checkAllVouchers } from "./seed-checks/vouchers";

const geo = checkGeo();
const { outcodes, routingKeys } = geo;
const { ukRestaurants, ieRestaurants, ukTowns, ieTowns } = checkAllRestaurants(geo);
const stateReport = checkCardStates(ukRestaurants, ieRestaurants);
const customers = checkCustomers();
const { ukVouchers, ieVouchers } = checkAllVouchers(ukRestaurants, ieRestaurants, customers);
const rewards = checkRewards(ukRestaurants, ieRestaurants);

// ---------- summary ----------

const fmtTowns = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t, n]) => `${t} ${n}`)
    .join(", ");
console.log("Seed check");
console.log(`  geo: ${outcodes.length} UK outcodes, ${routingKeys.length} Irish routing keys`);
console.log(`  UK restaurants: ${ukRestaurants.length} in ${ukTowns.size} towns (${fmtTowns(ukTowns)})`);
console.log(`  IE restaurants: ${ieRestaurants.length} in ${ieTowns.size} towns (${fmtTowns(ieTowns)})`);
console.log(`  customers: ${customers.length}; vouchers: UK ${ukVouchers.length}, IE ${ieVouchers.length}; rewards: ${rewards.length}`);
console.log(`  card states at ${FROZEN.toISOString()} (Friday):`);
for (const line of stateReport) console.log(line);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("\nAll seed files are valid.");
