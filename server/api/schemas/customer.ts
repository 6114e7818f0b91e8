// The customer (session part) and the customer state of spec 2 §3 and spec 1 §7 getCustomerState.
import { z } from "zod";
import { BasketSchema, VoucherExceptionSchema } from "./basket";
import { OfferRewardSchema, RewardSchema } from "./rewards";
import { CUSTOMER_EXAMPLE, EMPTY_BASKET_EXAMPLE } from "./examples";

const tierName = z.enum(["SignUp", "bronze", "silver", "gold"]).describe("'SignUp' is displayed as 'Club Member'.");

export const CustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  appApproved: z.boolean(),
  employeeDiscountCode: z.string().nullable(),
  isBirthDayRewardLocked: z
    .boolean()
    .describe("False only while the birthday treat is open (7 days either side of the birthday); true otherwise."),
  customerSessionToken: z
    .object({ id: z.string().describe("The club identifier: the customer's id as text (never the session secret).") })
    .describe("Identifies the signed-in customer to the club."),
  currentTier: z
    .object({ name: z.enum(["signup", "bronze", "silver", "gold"]) })
    .nullable()
    .describe("The tier as stored; `loyalty.customer.currentTier` carries the spec's name."),
  loyalty: z.object({ customer: z.object({ currentTier: z.object({ name: tierName }).nullable() }) }),
  loyaltySchemeVersion: z.number().int().describe("The club scheme of the customer's tier tag: always 1 today."),
  emailOptIn: z.boolean(),
});

export const CustomerStateSchema = z
  .object({
    customer: CustomerSchema.nullable().describe("Null for a guest."),
    basket: z.object({
      status: z.literal("OK"),
      basket: BasketSchema,
      basketId: z.string(),
      voucherExceptions: z
        .array(VoucherExceptionSchema)
        .describe("Vouchers taken off the basket now because they no longer hold (the day changed, the customer signed out)."),
    }),
    loyalty: z.object({
      customer: CustomerSchema.nullable(),
      rewards: z.array(RewardSchema).describe("The member's rewards, open and locked; empty outside the club."),
      offerRewards: z
        .array(OfferRewardSchema)
        .describe("The member's rewards usable for this basket's restaurant and order type now, with their offers; empty without one."),
    }),
    session: z.object({ inApp: z.boolean() }),
  })
  .meta({
    examples: [
      {
        customer: CUSTOMER_EXAMPLE,
        basket: { status: "OK", basket: EMPTY_BASKET_EXAMPLE, basketId: EMPTY_BASKET_EXAMPLE.id, voucherExceptions: [] },
        loyalty: { customer: CUSTOMER_EXAMPLE, rewards: [], offerRewards: [] },
        session: { inApp: false },
      },
    ],
  });
