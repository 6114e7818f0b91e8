// Applies seeds to the database. Idempotent: a group whose content hash is unchanged is skipped,
// reference data (restaurants, menus, vouchers, rewards) is upserted by id, customers are only
// inserted when absent, and live data (baskets, sessions, orders) is never touched.
import type { Database } from "../db/database";
import type { Repositories } from "../db/repositories";
import { hashPassword } from "../security/password";
import { menuHash, type Seeds } from "./load";

export async function applySeeds(db: Database, repos: Repositories, seeds: Seeds, nowIso: string): Promise<string[]> {
  const applied: string[] = [];
  const current = new Map((await db.selectFrom("seed_state").select(["name", "hash"]).execute()).map((r) => [r.name, r.hash]));
  const run = async (name: string, apply: () => Promise<void>) => {
    const h = seeds.hashes[name]!;
    if (current.get(name) === h) return;
    await apply();
    await db
      .insertInto("seed_state")
      .values({ name, hash: h, applied_at: nowIso })
      .onConflict((oc) => oc.column("name").doUpdateSet({ hash: h, applied_at: nowIso }))
      .execute();
    applied.push(name);
  };

  for (const code of ["uk", "ie"] as const) {
    const b = seeds.brands[code];
    await run(`${code}:restaurants`, async () => {
      for (const r of b.restaurants) await repos.restaurants.upsert(code, r, nowIso);
    });
    await run(`${code}:menu`, () => repos.menus.upsert(code, menuHash(b.menu), b.menu, nowIso));
    await run(`${code}:vouchers`, async () => {
      for (const v of b.vouchers) await repos.vouchers.upsert(code, v);
    });
  }
  await run("rewards", async () => {
    for (const r of seeds.rewards) await repos.rewards.upsert(r);
  });
  await run("customers", async () => {
    for (const c of seeds.customers) {
      if (await repos.customers.getByEmail(c.email)) continue;
      await repos.customers.insertIfAbsent({
        id: c.id,
        email: c.email,
        password_hash: await hashPassword(c.password),
        title: c.title ?? null,
        first_name: c.firstName,
        last_name: c.lastName,
        mobile_number: c.mobileNumber,
        date_of_birth: c.dateOfBirth,
        tier: c.tier,
        app_approved: c.appApproved ? 1 : 0,
        employee_discount_code: c.employeeDiscountCode,
        two_factor_enabled: c.twoFactorEnabled ? 1 : 0,
        email_opt_in: 0,
        created_at: nowIso,
        // Seeded customers count as verified (docs/decisions/025).
        email_verified_at: nowIso,
      });
    }
  });
  return applied;
}
