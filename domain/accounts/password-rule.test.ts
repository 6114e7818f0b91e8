import { describe, expect, it } from "vitest";
import { changePasswordSchema, newPasswordField, registerSchema, resetPasswordSchema } from "./account";
import { PASSWORD_MESSAGES, PASSWORD_MIN, isCommonPassword, passwordMessage, passwordProblem } from "./password-rule";

describe("the new password rule", () => {
  it("needs at least 12 characters, counted as typed, and no more than 128", () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(passwordProblem("")).toBe("missing");
    expect(passwordProblem("gravel-tuba7")).toBeNull(); // 12
    expect(passwordProblem("gravel-tuba")).toBe("short"); // 11
    // Four emoji are four characters, not eight UTF-16 units.
    expect(passwordProblem("🍕🍕🍕🍕 gravel")).toBe("short");
    expect(passwordProblem("x".repeat(118) + "-tuba-rain")).toBe(null);
    expect(passwordProblem("x".repeat(129))).toBe("long");
  });

  it("has no composition rules: spaces, one case, no digit are all fine", () => {
    expect(passwordProblem("purple monkey dishwasher")).toBeNull();
    expect(passwordProblem("ALLCAPSWORDSTOGETHER")).toBeNull();
  });

  it("refuses a password on the shipped list of common passwords, whatever its case", () => {
    for (const p of ["password1", "qwerty123", "aaaaaaa1"]) expect(isCommonPassword(p)).toBe(true);
    expect(passwordProblem("qwerty123456")).toBe("common");
    expect(passwordProblem("QWERTY123456")).toBe("common");
    expect(passwordProblem("1qaz2wsx3edc")).toBe("common");
    expect(isCommonPassword("correct-horse-battery-9")).toBe(false);
  });

  it("refuses the account's e-mail address, or a password containing it, whatever the case", () => {
    expect(passwordProblem("ada@example.com", "ada@example.com")).toBe("email");
    expect(passwordProblem("ADA@Example.COM", "ada@example.com")).toBe("email");
    expect(passwordProblem("my ada@example.com!", "Ada@Example.com")).toBe("email");
    expect(passwordProblem("ada@example.com", "bob@example.com")).toBeNull();
    expect(passwordProblem("ada@example.com")).toBeNull();
  });

  it("says why, one message per reason", () => {
    expect(passwordMessage("short")).toBe(PASSWORD_MESSAGES.short);
    expect(passwordMessage("qwerty123456")).toBe(PASSWORD_MESSAGES.common);
    expect(passwordMessage("ada@example.com", "ada@example.com")).toBe(PASSWORD_MESSAGES.email);
    expect(new Set(Object.values(PASSWORD_MESSAGES)).size).toBe(5);
  });
});

describe("the forms that choose a password", () => {
  const person = { firstName: "Ada", lastName: "Lovelace", mobileNumber: "07700 900456" };
  const messageFor = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    r.error?.issues.find((i) => i.path.join(".") === field)?.message;

  it("join: the rule, and not the e-mail typed beside it", () => {
    const schema = registerSchema("GB");
    expect(messageFor(schema.safeParse({ ...person, email: "ada@example.com", password: "password1" }), "password")).toBe(
      PASSWORD_MESSAGES.short,
    );
    expect(messageFor(schema.safeParse({ ...person, email: "Ada@Example.com", password: "ada@example.com" }), "password")).toBe(
      PASSWORD_MESSAGES.email,
    );
    expect(schema.safeParse({ ...person, email: "ada@example.com", password: "correct-horse-battery-9" }).success).toBe(true);
  });

  it("reset and change: the same rule", () => {
    expect(messageFor(resetPasswordSchema.safeParse({ password: "qwerty123456", confirmPassword: "qwerty123456" }), "password")).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect(messageFor(changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "aaaaaaa1" }), "newPassword")).toBe(
      PASSWORD_MESSAGES.short,
    );
    expect(newPasswordField.safeParse("correct-horse-battery-9").success).toBe(true);
  });
});
