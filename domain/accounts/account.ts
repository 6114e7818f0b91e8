// Account form fields: one set of zod rules for the HTML forms and the /api customer calls.
// Messages are written to sit next to the field. Mobile numbers are checked and normalised to
// E.164 with libphonenumber-js (UK and Irish numbers, the countries we serve).
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { HONEYPOT_FIELD } from "../honeypot";
import { PASSWORD_MESSAGES, passwordMessage } from "./password-rule";

export { HONEYPOT_FIELD };

export const emailField = z
  .string({ message: "Enter your email address" })
  .trim()
  .min(1, { message: "Enter your email address" })
  .max(254, { message: "Email address is too long" })
  .pipe(z.email({ message: "Enter an email address like name@example.com" }))
  .transform((e) => e.toLowerCase());

/** At login any non-empty password is checked against the hash (old rules may have been weaker). */
const loginPasswordField = z.string({ message: "Enter your password" }).min(1, { message: "Enter your password" }).max(200);

/**
 * A new password (join, reset, change): the rule of domain/accounts/password-rule.ts. Where the e-mail
 * is in the same form it is checked too (registerSchema); reset and change check it in the service.
 */
export const newPasswordField = z.string({ message: PASSWORD_MESSAGES.missing }).superRefine((password, ctx) => {
  const message = passwordMessage(password);
  if (message) ctx.addIssue({ code: "custom", message });
});

export const nameField = (label: string) =>
  z
    .string({ message: `Enter your ${label}` })
    .trim()
    .min(1, { message: `Enter your ${label}` })
    .max(50, { message: `Your ${label} must be at most 50 characters` })
    .refine((n) => !/[<>{}\d]/.test(n), { message: `Your ${label} can only contain letters, spaces, hyphens and apostrophes` });

/**
 * A UK or Irish mobile number, as typed (07…, +44 7…, 08…, +353 8…), normalised to E.164. The
 * number must have the length of a mobile number of its country; the ranges kept for drama and
 * tests (07700 900xxx) pass, so the seeded customers' numbers do.
 */
export function normaliseMobile(raw: string, defaultCountry: "GB" | "IE"): string | null {
  if (!/^[\d\s()+-]+$/.test(raw.trim())) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  if (!parsed || !parsed.isPossible()) return null;
  const national = String(parsed.nationalNumber);
  const uk = parsed.countryCallingCode === "44" && /^7\d{9}$/.test(national);
  const ie = parsed.countryCallingCode === "353" && /^8[35-9]\d{7}$/.test(national);
  return uk || ie ? parsed.number : null;
}

export const mobileField = (defaultCountry: "GB" | "IE") =>
  z
    .string({ message: "Enter your mobile number" })
    .trim()
    .min(1, { message: "Enter your mobile number" })
    .max(20, { message: "Enter a mobile number like 07700 900123" })
    .transform((raw, ctx) => {
      const n = normaliseMobile(raw, defaultCountry);
      if (!n) {
        ctx.addIssue({
          code: "custom",
          message: defaultCountry === "IE" ? "Enter a mobile number like 085 123 4567" : "Enter a mobile number like 07700 900123",
        });
        return z.NEVER;
      }
      return n;
    });

export const otpField = z
  .string({ message: "Enter the 6-digit code" })
  .trim()
  .regex(/^\d{6}$/, { message: "Enter the 6-digit code" });

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

export const honeypot = z.string().max(200).optional();

export function registerSchema(country: "GB" | "IE") {
  return z
    .object({
      firstName: nameField("first name"),
      lastName: nameField("last name"),
      email: emailField,
      mobileNumber: mobileField(country),
      password: newPasswordField,
      emailOptIn: checkbox,
      [HONEYPOT_FIELD]: honeypot,
    })
    .superRefine((v, ctx) => {
      // The rest of the rule was checked on the field; here the address it must not contain.
      const message = passwordMessage(v.password, v.email);
      if (message) ctx.addIssue({ code: "custom", path: ["password"], message });
    });
}

export const loginSchema = z.object({ email: emailField, password: loginPasswordField, [HONEYPOT_FIELD]: honeypot });

export function guestSchema(country: "GB" | "IE") {
  return z.object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    email: emailField,
    mobileNumber: mobileField(country),
    [HONEYPOT_FIELD]: honeypot,
  });
}

export const forgottenPasswordSchema = z.object({ email: emailField, [HONEYPOT_FIELD]: honeypot });

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string({ message: "Confirm your new password" }) })
  .refine((v) => v.password === v.confirmPassword, { message: "The passwords do not match", path: ["confirmPassword"] });

/** The change password form: the current password (checked against the account) and the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ message: "Enter your current password" }).min(1, { message: "Enter your current password" }).max(200),
  newPassword: newPasswordField,
});

export function updateCustomerSchema() {
  return z.object({ firstName: nameField("first name"), lastName: nameField("last name"), emailOptIn: checkbox });
}

/** "+447700900111" → "ending 111": how a code's destination is named on screen. */
export function maskedMobile(e164: string): string {
  return `ending ${e164.slice(-3)}`;
}

/** Field errors of a failed parse, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : null));

/** A delivery address typed at checkout; the postcode is the one searched for. */
export const deliveryAddressSchema = z.object({
  addressLine1: z
    .string({ message: "Enter the first line of your address" })
    .trim()
    .min(1, { message: "Enter the first line of your address" })
    .max(100, { message: "Address line 1 must be at most 100 characters" }),
  addressLine2: optionalText(100, "Address line 2"),
  town: optionalText(60, "Town or city"),
});
