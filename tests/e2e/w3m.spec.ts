// The guest order in a text browser, w3m itself driving it (Debian's package in a tmux terminal,
// engines/w3m.ts): no JavaScript, no stylesheet, every control reached by searching its words and
// used with Enter, as a w3m user orders. And w3m told to refuse cookies is told the basket needs one.
import { UK_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { startW3m } from "./engines/w3m";

const BASE = `http://localhost:${UK_PORT}`;

test("a guest orders for collection in w3m and pays by card @no-js-only", async () => {
  test.setTimeout(120_000);
  const w3m = startW3m(`${BASE}/collection`, { cookies: true });
  try {
    await w3m.page("Collection | Crustello");
    await w3m.fill("^Enter your postcode or location", "W1D 3QU");
    await w3m.activate("Search$");
    expect(await w3m.page("Collection | Crustello")).toContain("25 restaurants near W1D 3QU");
    await w3m.activate("Order for collection from Crustello London Soho");
    await w3m.page("Menu: Crustello London Soho | Crustello");

    await w3m.activate("Pizzas$");
    expect(await w3m.page("Menu: Crustello London Soho | Crustello")).toContainEqual(expect.stringMatching(/^Pizzas$/));
    await w3m.activate("Customise Margherita");
    await w3m.page("Customise Margherita");
    await w3m.activate("Thin & crispy$");
    await w3m.page("Customise Margherita");
    await expect.poll(() => w3m.screen()).toContain("  • Thin & crispy (chosen)");
    await w3m.activate("Add to basket - £10\\.95");
    expect(await w3m.page("Menu: Crustello London Soho | Crustello")).toContainEqual(expect.stringContaining("Basket: 1 item, £10.95"));

    await w3m.activate("Basket: 1 item");
    const basket = await w3m.page("Basket summary | Crustello");
    expect(basket).toContainEqual(expect.stringContaining("Thin & crispy base"));
    await w3m.activate("^ *Checkout$");
    await w3m.page("Basket summary | Crustello");
    await expect.poll(() => w3m.screen()).toContain("Anything else?");
    await w3m.activate("^Continue to checkout");
    await w3m.page("Log in | Crustello");
    await w3m.find("^Continue as a guest");
    await w3m.fill("^First name", "Wren");
    await w3m.fill("^Last name", "Wynn");
    await w3m.fill("^Email address", "wren.w3m@example.com");
    await w3m.fill("^Mobile number", "07700 900458");
    await w3m.activate("^Continue as guest");

    await w3m.page("Checkout details | Crustello");
    await w3m.choose("^Collection time", 2);
    await expect.poll(() => w3m.screen()).toContainEqual(expect.stringMatching(/^Collection time\[Today at \d\d:\d\d\]/));
    await w3m.activate("^Continue to payment");
    const payment = await w3m.page("Payment | Crustello");
    // The order's line reads as words: a text browser shows no boxes.
    expect(payment).toContain("  • 1 × Margherita Thin & crispy base £10.95");
    await w3m.fill("^Name on card", "W Wynn");
    await w3m.fill("^Card number", "4111 1111 1111 1111");
    await w3m.fill("^Expiry date", "12/29");
    await w3m.fill("^Security code", "123");
    await w3m.activate("^Pay £10\\.95");

    const thanks = await w3m.page(/^Order C-\d{6} confirmed \| Crustello$/, 30_000);
    expect(thanks).toContain("Thank you, Wren!");
    expect(thanks).toContainEqual(expect.stringMatching(/^Your order number is C-\d{6}\./));
  } finally {
    w3m.stop();
  }
});

test("w3m refusing cookies is told the basket needs one @no-js-only", async () => {
  const w3m = startW3m(`${BASE}/collection?q=W1D+3QU`, { cookies: false });
  try {
    expect(await w3m.page("Collection | Crustello")).toContain("25 restaurants near W1D 3QU");
    await w3m.activate("Order for collection from Crustello London Soho");
    expect(await w3m.page("Please allow cookies | Crustello")).toContain("Please allow cookies to order");
  } finally {
    w3m.stop();
  }
});
