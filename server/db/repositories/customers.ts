import { compiledOnce } from "../compiled-once";
import type { Database } from "../database";
import type { CustomersTable } from "../schema";
import { insertUnlessTaken } from "./insert";

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
  /** When the account was made: loyalty reward periods run from here. */
  joinedAt: string;
  /** When the e-mail address was verified (the link sent at sign-up); null until then. */
  emailVerifiedAt: string | null;
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
    joinedAt: row.created_at,
    emailVerifiedAt: row.email_verified_at,
  };
}

export function customersRepository(db: Database) {
  // The header, the club and the page each ask for the customer: read once in a turn.
  const customerById = compiledOnce(db, 1, (id: number) => db.selectFrom("customers").selectAll().where("id", "=", id), {
    sharedInTurn: true,
  });
  return {
    async getById(id: number): Promise<Customer | null> {
      const [row] = await customerById(id);
      return row ? toCustomer(row) : null;
    },
    async getByEmail(email: string): Promise<(Customer & { passwordHash: string }) | null> {
      const row = await db.selectFrom("customers").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
      return row ? { ...toCustomer(row), passwordHash: row.password_hash } : null;
    },
    /** A new account; null when the e-mail is taken. Ids follow the highest (seeded ids stay put). */
    async create(c: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      mobileNumber: string | null;
      emailOptIn: boolean;
      now: string;
    }): Promise<Customer | null> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const top = await db
          .selectFrom("customers")
          .select((eb) => eb.fn.max("id").as("top"))
          .executeTakeFirst();
        const id = Number(top?.top ?? 0) + 1;
        try {
          await db
            .insertInto("customers")
            .values({
              id,
              email: c.email.toLowerCase(),
              password_hash: c.passwordHash,
              title: null,
              first_name: c.firstName,
              last_name: c.lastName,
              mobile_number: c.mobileNumber,
              date_of_birth: null,
              tier: "signup",
              app_approved: 0,
              employee_discount_code: null,
              two_factor_enabled: 0,
              email_opt_in: c.emailOptIn ? 1 : 0,
              created_at: c.now,
              email_verified_at: null,
            })
            .execute();
          return this.getById(id);
        } catch (e) {
          if (await this.getByEmail(c.email)) return null;
          // Another sign-up took the same id at the same moment: take the next.
          if (attempt === 4) throw e;
        }
      }
      return null;
    },
    async setPassword(id: number, passwordHash: string) {
      await db.updateTable("customers").set({ password_hash: passwordHash }).where("id", "=", id).execute();
    },
    /** Marks the e-mail address verified (the first time only). */
    async setEmailVerified(id: number, now: string) {
      await db
        .updateTable("customers")
        .set({ email_verified_at: now })
        .where("id", "=", id)
        .where("email_verified_at", "is", null)
        .execute();
    },
    async setMobile(id: number, mobileNumber: string) {
      await db.updateTable("customers").set({ mobile_number: mobileNumber }).where("id", "=", id).execute();
    },
    async update(id: number, d: { firstName: string; lastName: string; emailOptIn: boolean }) {
      await db
        .updateTable("customers")
        .set({ first_name: d.firstName, last_name: d.lastName, email_opt_in: d.emailOptIn ? 1 : 0 })
        .where("id", "=", id)
        .execute();
    },
    async setEmailOptIn(id: number, optIn: boolean) {
      await db
        .updateTable("customers")
        .set({ email_opt_in: optIn ? 1 : 0 })
        .where("id", "=", id)
        .execute();
    },
    /** Seeds customers without touching an existing account (its password may have changed). */
    async insertIfAbsent(row: CustomersTable): Promise<boolean> {
      return insertUnlessTaken(db.insertInto("customers").values({ ...row, email: row.email.toLowerCase() }));
    },
  };
}
