// The signed-in customer as /api calls answer it (spec 2 §3 Customer, session part).
import type { z } from "zod";
import { parseTag, type WalletReward } from "../../domain/loyalty/loyalty";
import type { HandlerContext } from "../api/define";
import type { CustomerSchema } from "../api/schemas/customer";

type CustomerPayload = z.infer<typeof CustomerSchema>;

/** The signed-in customer (spec 2 §3 Customer, session part), or null for a guest. */
export async function customerPayload(ctx: HandlerContext, wallet?: WalletReward[] | null): Promise<CustomerPayload | null> {
  if (!ctx.session.customerId) return null;
  const c = await ctx.services.customers.getById(ctx.session.customerId);
  if (!c) return null;
  const rewards = wallet !== undefined ? wallet : await ctx.services.loyalty.memberWallet(c.id);
  const birthday = (rewards ?? []).find((w) => parseTag(w.def.tags[0] ?? "").name === "birthday");
  const tier = c.tier ? { name: c.tier === "signup" ? ("SignUp" as const) : c.tier } : null;
  return {
    id: c.id,
    email: c.email,
    title: c.title,
    firstName: c.firstName,
    lastName: c.lastName,
    mobileNumber: c.mobileNumber,
    dateOfBirth: c.dateOfBirth,
    appApproved: c.appApproved,
    employeeDiscountCode: c.employeeDiscountCode,
    isBirthDayRewardLocked: !birthday || birthday.locked,
    customerSessionToken: { id: String(c.id) },
    currentTier: c.tier ? { name: c.tier } : null,
    loyalty: { customer: { currentTier: tier } },
    loyaltySchemeVersion: parseTag(rewards?.find((w) => w.def.tierName === c.tier)?.def.tags[0] ?? c.tier ?? "").scheme,
    emailOptIn: c.emailOptIn,
  };
}
