import type { Database } from "../database";
import type { CustomersTable } from "../schema";

export interface Customer {
  id: number;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  dateOfBirth: string | null;
  tier: "signup" | "bronze" | "silver" | "gold" | null;
  appApproved: boolean;
  employeeDiscountCode: string | null;
  twoFactorEnabled: boolean;
  emailOptIn: boolean;
}

function toCustomer(row: CustomersTable): Customer {
  return {
    id: row.id,
    email: row.email,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    mobileNumber: row.mobile_number,
    dateOfBirth: row.date_of_birth,
    tier: row.tier as Customer["tier"],
    appApproved: row.app_approved === 1,
    employeeDiscountCode: row.employee_discount_code,
    twoFactorEnabled: row.two_factor_enabled === 1,
    emailOptIn: row.email_opt_in === 1,
  };
}

export function customersRepository(db: Database) {
  return {
    async getById(id: number): Promise<Customer | null> {
      const row = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toCustomer(row) : null;
    },
    async getByEmail(email: string): Promise<(Customer & { passwordHash: string }) | null> {
      const row = await db.selectFrom("customers").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
      return row ? { ...toCustomer(row), passwordHash: row.password_hash } : null;
    },
    /** Seeds customers without touching an existing account (its password may have changed). */
    async insertIfAbsent(row: CustomersTable): Promise<boolean> {
      const result = await db
        .insertInto("customers")
        .values({ ...row, email: row.email.toLowerCase() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;
