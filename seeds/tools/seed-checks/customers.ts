// The seeded customers: unique ids and e-mails on example.com, and the accounts the tests sign in
// as (one per club tier, the employee, two-factor, no mobile number).
import { customerSeed, type CustomerSeed } from "../../../server/seed/schemas";
import { byKey, duplicates, fail, readJsonArray } from "./files";

export function checkCustomers(): CustomerSeed[] {
  const customers: CustomerSeed[] = readJsonArray("customers.json", customerSeed, byKey("email"));
  for (const d of duplicates(customers.map((c) => c.id))) fail("seeds/customers.json", `id ${d} is used more than once`);
  for (const d of duplicates(customers.map((c) => c.email.toLowerCase())))
    fail("seeds/customers.json", `email ${d} is used more than once`);
  customers.forEach((c, i) => {
    if (!c.email.toLowerCase().endsWith("@example.com")) fail("seeds/customers.json", `${c.email}: use the reserved domain example.com`);
    if (c.id !== i + 1) fail("seeds/customers.json", `${c.email}: ids should run 1, 2, 3 … (found ${c.id} at position ${i + 1})`);
  });
  const customerByEmail = new Map(customers.map((c) => [c.email, c]));
  for (const t of ["signup", "bronze", "silver", "gold"] as const) {
    const c = customerByEmail.get(`${t}@example.com`);
    if (!c || c.tier !== t || !c.appApproved)
      fail("seeds/customers.json", `${t}@example.com must exist with tier ${t} and appApproved true`);
  }
  if (customerByEmail.get("employee@example.com")?.employeeDiscountCode !== "STAFF-50")
    fail("seeds/customers.json", 'employee@example.com must have employeeDiscountCode "STAFF-50"');
  if (customerByEmail.get("twofactor@example.com")?.twoFactorEnabled !== true)
    fail("seeds/customers.json", "twofactor@example.com must have twoFactorEnabled true");
  {
    const c = customerByEmail.get("nomobile@example.com");
    if (!c || c.mobileNumber !== null || c.tier !== null || c.appApproved)
      fail("seeds/customers.json", "nomobile@example.com must exist with mobileNumber null, tier null and appApproved false");
  }
  return customers;
}
