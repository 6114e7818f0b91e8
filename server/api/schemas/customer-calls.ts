// The customer calls' contract (spec 2 §7): request bodies and OK payloads. Field rules are the
// HTML forms' own (domain/accounts/account.ts); the mobile number's country rule follows the brand, so
// the body declares its shape and the handler checks it for the brand's country.
import { z } from "zod";
import {
  changePasswordSchema,
  emailField,
  forgottenPasswordSchema,
  HONEYPOT_FIELD,
  honeypot,
  loginSchema,
  nameField,
  normaliseMobile,
  otpField,
  registerSchema,
  resetPasswordSchema,
  updateCustomerSchema,
} from "../../../domain/accounts/account";
import { BasketSchema } from "./basket";
import { CustomerSchema } from "./customer";
import { CUSTOMER_EXAMPLE, EMPTY_BASKET_EXAMPLE } from "./examples";

/**
 * A mobile number as typed: a UK or Irish mobile (so a bad number is named with the other fields);
 * the handler then checks it is one of the brand's country.
 */
const mobileAsTyped = z
  .string({ message: "Enter your mobile number" })
  .trim()
  .min(1, { message: "Enter your mobile number" })
  .max(20, { message: "Enter a mobile number like 07700 900123" })
  .refine((raw) => normaliseMobile(raw, "GB") !== null || normaliseMobile(raw, "IE") !== null, {
    message: "Enter a mobile number like 07700 900123 (UK) or 085 123 4567 (Ireland)",
  })
  .meta({
    description: "A mobile number of the brand's country: 07700 900123 (UK) or 085 123 4567 (Ireland).",
    examples: ["07700 900123"],
  });

/** A signed-in customer, or null for a guest or nobody. */
const CustomerOrNull = CustomerSchema.nullable();

export const SignedInSchema = z
  .object({
    customer: CustomerOrNull,
    basket: BasketSchema,
    removedVouchers: z.array(z.string()).describe("Voucher codes taken off the basket because they no longer apply."),
  })
  .meta({ examples: [{ customer: CUSTOMER_EXAMPLE, basket: EMPTY_BASKET_EXAMPLE, removedVouchers: [] }] });

export const LoginOkSchema = z
  .object({
    twoFactorRequired: z.boolean().describe("True when a code was sent: send it to customer/validate2FA."),
    sentTo: z.string().optional().describe("Where the code went (your email, your mobile ending 123)."),
    customer: CustomerOrNull,
    basket: BasketSchema.optional(),
    removedVouchers: z.array(z.string()).optional(),
  })
  .meta({ examples: [{ twoFactorRequired: true, sentTo: "your email", customer: null }] });

export const SentToSchema = z.object({ sentTo: z.string() }).meta({ examples: [{ sentTo: "your mobile ending 123" }] });

const guestDetails = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), mobileNumber: z.string() });
export const GuestOkSchema = z
  .object({ guest: guestDetails })
  .meta({ examples: [{ guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", mobileNumber: "+447700900123" } }] });

export const LoggedOutSchema = z
  .object({ customer: z.null(), basket: BasketSchema })
  .meta({ examples: [{ customer: null, basket: EMPTY_BASKET_EXAMPLE }] });

export const CustomerOkSchema = z.object({ customer: CustomerOrNull }).meta({ examples: [{ customer: CUSTOMER_EXAMPLE }] });

export const MobileUpdateOkSchema = z
  .object({
    codeSent: z.literal(true).optional().describe("A code went to the new number: send it back as `code`."),
    verified: z.literal(true).optional().describe("The number is verified and saved."),
    customer: CustomerOrNull.optional(),
  })
  .meta({ examples: [{ codeSent: true }] });

export const BasketFollowsSchema = z
  .object({ basket: BasketSchema, removedVouchers: z.array(z.string()) })
  .meta({ examples: [{ basket: EMPTY_BASKET_EXAMPLE, removedVouchers: [] }] });

// Request bodies.

export const registerBody = registerSchema("GB")
  .safeExtend({ mobileNumber: mobileAsTyped })
  .meta({
    examples: [
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        mobileNumber: "07700 900123",
        password: "analytical-engine-1843",
        emailOptIn: true,
      },
    ],
  });

export const loginBody = loginSchema.meta({ examples: [{ email: "ada@example.com", password: "analytical1" }] });

export const guestBody = z
  .object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    email: emailField,
    mobileNumber: mobileAsTyped,
    [HONEYPOT_FIELD]: honeypot,
  })
  .meta({ examples: [{ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", mobileNumber: "07700 900123" }] });

export const forgottenPasswordBody = forgottenPasswordSchema
  .extend({
    journey: z
      .enum(["collection", "delivery"], { message: "must be collection or delivery" })
      .optional()
      .describe("The journey to return to after the reset (collection when left out)."),
  })
  .meta({ examples: [{ email: "ada@example.com", journey: "delivery" }] });

export const resetToken = z.string({ message: "The reset link is incomplete" }).min(1).max(200);

export const resetPasswordBody = resetPasswordSchema
  .safeExtend({ token: resetToken })
  .meta({ examples: [{ token: "3f9a…", password: "difference-engine-1822", confirmPassword: "difference-engine-1822" }] });

export const changePasswordBody = changePasswordSchema.meta({
  examples: [{ currentPassword: "analytical-engine-1843", newPassword: "difference-engine-1822" }],
});

export const mobileUpdateBody = z
  .object({
    mobileNumber: mobileAsTyped.optional().describe("A new number: a code is sent to it."),
    code: otpField.optional().describe("The 6-digit code sent to the new number."),
  })
  .refine((b) => b.mobileNumber !== undefined || b.code !== undefined, {
    message: "Enter your mobile number, or the code sent to it",
    path: ["mobileNumber"],
  })
  .meta({ examples: [{ mobileNumber: "07700 900123" }, { code: "123456" }] });

export const updateCustomerBody = updateCustomerSchema().meta({ examples: [{ firstName: "Ada", lastName: "Byron", emailOptIn: false }] });
