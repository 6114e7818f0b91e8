// The account pages open with the home page's hero band holding their heading: log in, forgotten
// password, reset password (a used or unknown link), the password-changed confirmation and the
// e-mail check (verifyemail, spec 1 §2).
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PAGES: [string, string][] = [
  ["/collection/checkout/login", "Log in"],
  ["/collection/checkout/forgottenPassword", "Forgotten your password?"],
  ["/resetPassword/collection/not-a-real-token", "Choose a new password"],
  ["/passwordResetConfirmation", "Your password has been changed"],
  ["/verifyemail/not-a-real-token", "Verify your email address"],
];

for (const [path, title] of PAGES) {
  test(`${title}: the heading sits in the hero`, async ({ page, javaScript }) => {
    await page.goto(path);
    const hero = page.getByRole("region", { name: title });
    await expect(hero.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The hero's band: the brand's strong colour behind light text, like the home page's.
    const colours = await hero.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color }));
    expect(colours.bg).not.toBe("rgba(0, 0, 0, 0)");
    await page.goto("/");
    const home = page.getByRole("region", { name: "Order Online" });
    const homeBg = await home.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colours.bg).toBe(homeBg);
    await page.goto(path);
    await expectNoAxeViolations(page, javaScript);
  });
}
