// The rule for a new password, wherever one is chosen (the join page and register, the reset
// password page and resetPassword, the change password page and changePassword), as the NCSC and
// OWASP ASVS level 2 advise: at least 12 characters, no composition rules (any characters,
// spaces too), not one of the common passwords attackers try first, and not the account's own
// e-mail address. Sign-in does not apply it: older accounts keep their passwords. See
// docs/decisions/024-passwords-and-sessions.md.
//
// The common passwords are the list @zxcvbn-ts/language-common ships (about 49,000, from public
// breach corpora), compared without regard to case; nothing is fetched at run time.
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 12;
/** Long enough for any passphrase or manager-made password; bounds the hashing work. */
const PASSWORD_MAX = 128;

export type PasswordProblem = "missing" | "short" | "long" | "common" | "email";

/** What the field says, per reason: each tells the customer what to do. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  missing: "Enter a password",
  short: `Your password must be at least ${PASSWORD_MIN} characters`,
  long: `Your password must be at most ${PASSWORD_MAX} characters`,
  common: "This password is too common and easy to guess. Choose a less common one, for example three random words",
  email: "Your password must not contain your email address",
};

/** The hint beside a new password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Three random words make a strong password.`;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/** Whether the password is on the shipped list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Why a new password is refused, or null when it may be used. Length counts characters as typed
 * (code points, so an emoji is one). `email`, when known, is the account's address.
 */
export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  if (password.length === 0) return "missing";
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "short";
  if (length > PASSWORD_MAX) return "long";
  if (isCommonPassword(password)) return "common";
  const address = email?.trim().toLowerCase();
  if (address && password.toLowerCase().includes(address)) return "email";
  return null;
}

/** The message for the field, or null when the password may be used. */
export function passwordMessage(password: string, email?: string | null): string | null {
  const problem = passwordProblem(password, email);
  return problem ? PASSWORD_MESSAGES[problem] : null;
}
