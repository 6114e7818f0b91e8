import { describe, expect, it } from "vitest";
import { guestSchema, normaliseMobile, registerSchema, resetPasswordSchema } from "./account";

describe("mobile numbers", () => {
  it("normalises UK and Irish mobiles to E.164", () => {
    expect(normaliseMobile("07700 900456", "GB")).toBe("+447700900456");
    expect(normaliseMobile("+44 7911 123456", "GB")).toBe("+447911123456");
    expect(normaliseMobile("085 123 4567", "IE")).toBe("+353851234567");
    expect(normaliseMobile("+353 87 123 4567", "GB")).toBe("+353871234567");
  });
  it("refuses landlines, short numbers, other countries and letters", () => {
    expect(normaliseMobile("020 7946 0000", "GB")).toBeNull();
    expect(normaliseMobile("07700", "GB")).toBeNull();
    expect(normaliseMobile("+1 202 555 0100", "GB")).toBeNull();
    expect(normaliseMobile("07700 9OO456", "GB")).toBeNull();
    expect(normaliseMobile("01 234 5678", "IE")).toBeNull();
  });
});

describe("account forms", () => {
  it("names each bad field once, with a message for the field", () => {
    const r = registerSchema("GB").safeParse({ firstName: "", lastName: "O'Brien", email: "x", mobileNumber: "1", password: "abcdefgh" });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["firstName", "email", "mobileNumber", "password"]));
    expect(paths).not.toContain("lastName");
  });
  it("lower-cases e-mails and accepts a good guest", () => {
    const r = guestSchema("IE").parse({
      firstName: "Aoife",
      lastName: "Ní Bhriain",
      email: " Aoife@Example.IE ",
      mobileNumber: "0851234567",
    });
    expect(r).toMatchObject({ email: "aoife@example.ie", mobileNumber: "+353851234567" });
  });
  it("needs the new password twice, the same", () => {
    const strong = "correct-horse-battery-9";
    expect(resetPasswordSchema.safeParse({ password: strong, confirmPassword: `${strong}x` }).error?.issues[0]?.path).toEqual([
      "confirmPassword",
    ]);
    expect(resetPasswordSchema.safeParse({ password: strong, confirmPassword: strong }).success).toBe(true);
  });
});
