import { describe, expect, it } from "vitest";
import { fitFlash, SKIPPED_TEXT_MAX, skippedText, type FlashMessage } from "../../domain/flash-message";
import { clearFlashCookie, flashCookie, sign, signBasketId } from "./cookies";
import { flashFromCookie, signFlash } from "./flash";

const SECRET = "a-test-secret-of-some-length";
const removed: FlashMessage = { kind: "vouchers-removed", codes: ["FIVEOFF25", "SAVE20"] };

describe("the flash message cookie", () => {
  it("gives back the message it was made with", () => {
    expect(flashFromCookie(signFlash(removed, SECRET), SECRET)).toEqual(removed);
    const skipped: FlashMessage = { kind: "reorder-skipped", items: ["Margherita", "Jalapeño Poppers"] };
    expect(flashFromCookie(signFlash(skipped, SECRET), SECRET)).toEqual(skipped);
  });

  it("takes nothing it did not sign: another secret, an edited payload, another cookie's signature, garbage", () => {
    const value = signFlash(removed, SECRET);
    expect(flashFromCookie(value, "another-secret")).toBeNull();
    const [payload, mac] = value.split(".");
    const edited = Buffer.from(JSON.stringify({ kind: "vouchers-removed", codes: ["FREEPIZZA"] })).toString("base64url");
    expect(flashFromCookie(`${edited}.${mac}`, SECRET)).toBeNull();
    expect(flashFromCookie(`${payload}`, SECRET)).toBeNull();
    // Signed with the session secret itself (as the customer session is), not the flash's own key.
    expect(flashFromCookie(sign(payload!, SECRET), SECRET)).toBeNull();
    expect(flashFromCookie(signBasketId(payload!, SECRET), SECRET)).toBeNull();
    expect(flashFromCookie(undefined, SECRET)).toBeNull();
    expect(flashFromCookie("", SECRET)).toBeNull();
    expect(flashFromCookie("x".repeat(5000), SECRET)).toBeNull();
  });

  it("refuses a signed value that is not a message", () => {
    const value = signFlash(removed, SECRET);
    // The same key over something else: the shape is checked too.
    const other = (json: string) => value.replace(/^[^.]+/, Buffer.from(json).toString("base64url"));
    expect(flashFromCookie(other("{}"), SECRET)).toBeNull();
    expect(() => signFlash({ kind: "vouchers-removed", codes: [] }, SECRET)).toThrow();
  });

  it("is set with the flags of the other cookies, and lives minutes at most", () => {
    expect(flashCookie("v.mac", true)).toBe("FLASH_MESSAGE=v.mac; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(flashCookie("v.mac", false)).toBe("FLASH_MESSAGE=v.mac; Max-Age=300; Path=/; HttpOnly; SameSite=Lax");
    expect(clearFlashCookie(true)).toBe("FLASH_MESSAGE=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });
});

describe("fitting a message to what the page shows", () => {
  it("keeps the reorder notice's text exactly as the names joined, up to its 300 characters", () => {
    const names = Array.from({ length: 80 }, (_, i) => `Item number ${i}`);
    const fitted = fitFlash({ kind: "reorder-skipped", items: names });
    expect(fitted.kind === "reorder-skipped" && skippedText(fitted.items)).toBe(names.join(", ").slice(0, SKIPPED_TEXT_MAX));
    expect(fitted.kind === "reorder-skipped" && fitted.items.length).toBeLessThan(names.length);
    const long = ["x".repeat(1000), "Margherita"];
    const one = fitFlash({ kind: "reorder-skipped", items: long });
    expect(one).toEqual({ kind: "reorder-skipped", items: ["x".repeat(SKIPPED_TEXT_MAX)] });
    for (const short of [["Margherita"], ["a", "b", "c"]])
      expect(fitFlash({ kind: "reorder-skipped", items: short })).toEqual({ kind: "reorder-skipped", items: short });
  });

  it("makes a small cookie whatever it is given", () => {
    const many = Array.from({ length: 500 }, () => "Ö".repeat(400));
    expect(signFlash({ kind: "reorder-skipped", items: many }, SECRET).length).toBeLessThan(1000);
    const codes = Array.from({ length: 100 }, (_, i) => `CODE${i}`);
    const value = signFlash({ kind: "vouchers-removed", codes }, SECRET);
    expect(flashFromCookie(value, SECRET)).toEqual({ kind: "vouchers-removed", codes: codes.slice(0, 20) });
  });
});
