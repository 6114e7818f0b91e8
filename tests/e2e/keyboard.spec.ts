// A whole guest order by keyboard alone, with JavaScript on and off: no clicks, every key press
// counted against a budget per step, focus on a meaningful element after every navigation and
// action, and no focused element under a fixed bar, at 1280 and at 320 px wide.
import { expect, test } from "./fixtures";
import { chooseSoho, GUEST, quickAdd } from "./journeys";
import { KeyboardCustomer, walkAllStops } from "./keyboard";

test.describe.configure({ timeout: 90_000 });

for (const width of [1280, 320]) {
  test(`a guest orders and pays by keyboard alone at ${width} px`, async ({ page, javaScript }) => {
    await page.setViewportSize({ width, height: 800 });
    const kb = new KeyboardCustomer(page);

    await page.goto("/collection");
    await kb.expectFocusSettled("the search page");

    await kb.step("find a restaurant", 12, async () => {
      await kb.tabTo(page.getByLabel("Enter your postcode or location"));
      await kb.type("W1D 3QU");
      await kb.press("Enter");
      await expect(page).toHaveURL(/\/collection\?q=W1D/);
      await kb.expectFocusSettled("the results");
    });

    await kb.step("choose it", 16, async () => {
      await kb.tabTo(page.getByRole("button", { name: "Order for collection from Crustello London Soho" }));
      await kb.press("Enter");
      await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
      await kb.expectFocusSettled("the menu");
    });

    await kb.step("add a Margherita", 20, async () => {
      // The category bar leads to the pizzas (in the page with JavaScript, to their page without).
      await kb.tabTo(page.getByRole("navigation", { name: "Menu categories" }).getByRole("link", { name: "Pizzas" }));
      await kb.press("Enter");
      const pizzas = page.getByRole("heading", { level: 2, name: "Pizzas" });
      await expect(pizzas).toBeVisible();
      // Without JavaScript the category's own page opens at its heading (the menu's first page may
      // show the pizzas too: wait for the new page, not for the heading alone).
      if (!javaScript) await expect(pizzas).toBeFocused();
      const add = page.getByRole("button", { name: /^Add Margherita for/ });
      await kb.tabTo(add);
      await kb.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Item added to order" })).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Your basket" })).toContainText("1 item");
      await kb.expectFocusSettled("after adding");
      await expect(add).toBeFocused();
    });

    await kb.step("go to the basket", 4, async () => {
      // Right after the 'Add' just used, however deep in the menu.
      await kb.tabTo(page.getByRole("link", { name: "Go to basket" }));
      await kb.press("Enter");
      await expect(page).toHaveURL(/\/collection\/basket$/);
      await kb.expectFocusSettled("the basket");
    });

    await kb.step("check out", 25, async () => {
      await kb.tabTo(page.getByRole("main").getByRole("link", { name: "Checkout" }));
      await kb.press("Enter");
    });

    await kb.step("go on past the upsell dialog", 10, async () => {
      // A basket of mains only: 'Anything else?' first (docs/decisions/021), with nothing behind it reachable.
      const upsell = page.getByRole("dialog", { name: "Anything else?" });
      await expect(upsell).toBeVisible();
      // The sheet has slid up (a customer sees it arrive before pressing Tab).
      await upsell.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await kb.tabTo(upsell.getByRole("link", { name: "Continue to checkout" }));
      await kb.press("Enter");
      await expect(page).toHaveURL(/\/collection\/checkout\/login$/);
      await kb.expectFocusSettled("who is ordering");
    });

    await kb.step("continue as a guest", 55, async () => {
      const guest = page.getByRole("region", { name: "Continue as a guest" });
      await kb.tabTo(guest.getByLabel("First name"));
      await kb.type(GUEST.firstName);
      await kb.tabTo(guest.getByLabel("Last name"));
      await kb.type(GUEST.lastName);
      await kb.tabTo(guest.getByLabel("Email address"));
      await kb.type(GUEST.email);
      await kb.tabTo(guest.getByLabel("Mobile number"));
      await kb.type(GUEST.mobile);
      await kb.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
      await kb.expectFocusSettled("the checkout details");
    });

    await kb.step("choose a collection time", 12, async () => {
      // An hour after the earliest slot, as the other journeys choose: a long run's moving clock
      // must not expire the slot before the card is paid.
      await kb.tabTo(page.getByLabel("Collection time"));
      for (let i = 0; i < 4; i++) await kb.press("ArrowDown");
      await expect(page.getByLabel("Collection time")).toHaveJSProperty("selectedIndex", 4);
      await kb.tabTo(page.getByRole("button", { name: "Continue to payment" }));
      await kb.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await kb.expectFocusSettled("the payment page");
    });

    await kb.step("pay", 45, async () => {
      await kb.tabTo(page.getByLabel("Name on card"));
      await kb.type("G Guest");
      await kb.tabTo(page.getByLabel("Card number"));
      await kb.type("4111111111111111");
      await kb.tabTo(page.getByLabel("Expiry date (MM/YY)"));
      await kb.type("12/29");
      await kb.tabTo(page.getByLabel("Security code"));
      await kb.type("123");
      await kb.tabTo(page.getByRole("button", { name: /^Pay £/ }));
      await kb.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you, Gina!" })).toBeVisible();
      await kb.expectFocusSettled("the confirmation");
    });

    console.log(`key presses at ${width} px:`, kb.presses, kb.log.join(", "));
    test.info().annotations.push({ type: "key presses", description: `${kb.presses} (${kb.log.join(", ")})` });
  });

  test(`every focus stop of the menu and of a pizza's page is clear of the fixed bars at ${width} px`, async ({ page }) => {
    // With JavaScript the menu page holds every category: a walk of some hundreds of stops, one
    // round trip each, which a loaded machine makes slow (a limit on the run, not on the page).
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/collection?q=W1D%203QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    expect(await walkAllStops(page)).toBeGreaterThan(30);

    await page.goto("/collection/menu/1001/customise/margherita");
    expect(await walkAllStops(page)).toBeGreaterThan(15);
  });
}

test("focus stays on the control used: a basket line's + and −, a topping's + and the quantity", async ({ page }) => {
  const kb = new KeyboardCustomer(page);
  await chooseSoho(page);
  await quickAdd(page, ["margherita"]);
  await page.goto("/collection/basket");
  const more = page.getByRole("button", { name: "Add one more Margherita" });
  await kb.tabTo(more);
  await kb.press("Enter");
  await expect(page.getByRole("main").getByText("Quantity 2", { exact: true })).toBeVisible();
  // Said once the basket has changed (a step pressed while one runs is ignored).
  await expect(page.getByRole("status").filter({ hasText: "Margherita: quantity 2" }).first()).toBeAttached();
  await expect(more).toBeFocused();
  const fewer = page.getByRole("button", { name: "Remove one Margherita" });
  await kb.tabTo(fewer, { back: true });
  await kb.press("Enter");
  await expect(page.getByRole("main").getByText("Quantity 1", { exact: true })).toBeVisible();
  await expect(fewer).toBeFocused();

  await page.goto("/collection/menu/1001/customise/margherita");
  const mozzarella = page.getByRole("button", { name: "Add Mozzarella" });
  await kb.tabTo(mozzarella);
  await kb.press("Enter");
  await expect(page.getByRole("button", { name: "Remove one Mozzarella" })).toBeEnabled();
  await expect(mozzarella).toBeFocused();
  const oneMore = page.getByRole("button", { name: "One more" });
  await kb.tabTo(oneMore);
  await kb.press("Enter");
  await expect(page.getByRole("button", { name: "One fewer" })).toBeEnabled();
  await expect(oneMore).toBeFocused();
  await kb.expectFocusUsable("the quantity");
});
