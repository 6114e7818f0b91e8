import type { Page } from "@playwright/test";
import { expectAccessible, expect, IE_BASE, pageLoads, STATES_CLOCK_BASE, test } from "./fixtures";

async function search(page: Page, mode: "collection" | "delivery", term: string, base = "") {
  await page.goto(`${base}/${mode}`);
  const input = page.getByLabel(mode === "delivery" ? "Enter your postcode" : "Enter your postcode or location");
  await input.fill(term);
  await input.press("Enter");
}

const cards = (page: Page) => page.getByRole("article");

const WEEK = 7 * 24 * 60 * 60_000;

/**
 * Moves the clock of the server at `base` forward (never back) to the next Friday 12:30 in London,
 * a whole number of weeks after the servers' start (Friday 20 November 2026, 12:30 GMT).
 */
async function moveToFridayLunchtime(page: Page, base: string) {
  const now = new Date((await (await page.request.post(`${base}/dev/clock?minutes=1`)).json()).now as string).getTime();
  const start = Date.parse("2026-11-20T12:30:00Z");
  const target = start + Math.ceil((now - start) / WEEK) * WEEK;
  const minutes = Math.ceil((target - now) / 60_000);
  if (minutes > 0) expect((await page.request.post(`${base}/dev/clock?minutes=${minutes}`)).status()).toBe(200);
}

async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).locator("xpath=.//span[contains(., ' mile')]").allTextContents();
  return texts.map((t) => Number.parseFloat(t));
}

test.describe("restaurant search", () => {
  for (const [term, city] of [
    ["W1D 3QU", "London"],
    ["g11xq", "Glasgow"],
    ["BT1  5GS", "Belfast"],
  ] as const) {
    test(`lists ${city} restaurants nearest first for ${term}`, async ({ page }) => {
      await search(page, "collection", term);
      await expect(page.getByRole("heading", { level: 2, name: /restaurants? near/ })).toBeVisible();
      await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText(city);
      const d = await distances(page);
      expect(d.length).toBeGreaterThan(2);
      expect(d).toEqual([...d].sort((a, b) => a - b));
      expect(page.url()).toContain("q=");
    });
  }

  test("shows the nearest ten restaurants, and ten more at each 'Show more restaurants'", async ({ page, javaScript }) => {
    await search(page, "collection", "W1D 3QU");
    await expect(page.getByRole("heading", { level: 2, name: "25 restaurants near W1D 3QU" })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText("Showing the nearest 10 of 25.")).toBeVisible();
    const loads = pageLoads(page);
    const before = await distances(page);

    await page.getByRole("link", { name: "Show more restaurants" }).click();
    await expect(cards(page)).toHaveCount(20);
    await expect(page).toHaveURL(/\/collection\?q=W1D%203QU&page=2#result-11$/);
    // The first ten stay, in their order; the next ten follow, still nearest first.
    const after = await distances(page);
    expect(after.slice(0, 10)).toEqual(before);
    expect(after).toEqual([...after].sort((a, b) => a - b));
    const eleventh = cards(page).nth(10).getByRole("heading", { level: 3 });
    await expect(eleventh).toHaveText("Crustello London Marylebone");
    await expect(eleventh).toBeInViewport();
    if (javaScript) {
      // Appended in place: no page load, and focus on the first new restaurant.
      await expect(eleventh).toBeFocused();
      expect(loads).toEqual([]);
    } else {
      expect(loads).toEqual(["/collection"]);
    }

    await page.getByRole("link", { name: "Show more restaurants" }).click();
    await expect(cards(page)).toHaveCount(25);
    await expect(page.getByRole("link", { name: "Show more restaurants" })).toHaveCount(0);
    await expect(page.getByText(/^Showing the nearest/)).toHaveCount(0);
  });

  test("keeps the results in the URL across a reload", async ({ page }) => {
    await search(page, "collection", "G1 1XQ");
    await expect(cards(page).first()).toBeVisible();
    await page.reload();
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("Glasgow");
    await expect(page.getByLabel("Enter your postcode or location")).toHaveValue("G1 1XQ");
  });

  test("says 'Please enter a valid postcode' for an invalid postcode", async ({ page }) => {
    await search(page, "collection", "NOT A CODE");
    // (With JavaScript the announcer says it too: the message in the search form is the one seen.)
    const error = page.getByRole("search").getByText("Please enter a valid postcode");
    await expect(error).toBeVisible();
    await expect(page.getByLabel("Enter your postcode or location")).toHaveAttribute("aria-invalid", "true");
    await expect(cards(page)).toHaveCount(0);
  });

  test("says there are no restaurants within 10 miles of a Shetland postcode", async ({ page }) => {
    await search(page, "collection", "ZE1 0AA");
    await expect(page.getByText("We have no restaurants within a 10 mile radius of your postcode.")).toBeVisible();
  });

  test("offers collection when no restaurant delivers to the postcode", async ({ page }) => {
    await search(page, "delivery", "B91 1AA");
    await expect(
      page.getByRole("heading", {
        name: "We're Sorry! Unfortunately we are not currently delivering to this postcode. Why not try collection instead?",
      }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Order for collection" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test("shows delivery estimates, fees and the cheapest and fastest badges", async ({ page }) => {
    await search(page, "delivery", "W1D 3QU");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/^\d+ - \d+ mins, fee £\d+\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByText("Lowest Delivery Fee").first()).toBeVisible();
    await expect(page.getByText("Fastest", { exact: true }).first()).toBeVisible();
  });

  test("shows every card state with its message", async ({ page }) => {
    // Carnaby closes at 13:00 and Strand is shut on Fridays: the states of a Friday at 12:30.
    await moveToFridayLunchtime(page, STATES_CLOCK_BASE);
    await search(page, "collection", "W1D 3QU", STATES_CLOCK_BASE);
    const card = (name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card("Crustello London Holborn").getByText("Collection is unavailable at this restaurant today")).toBeVisible();
    await expect(card("Crustello London Holborn").getByRole("button", { name: /Order for collection/ })).toBeDisabled();
    await expect(card("Crustello London Mayfair").getByText("Temporarily closed for refurbishment")).toBeVisible();
    await expect(card("Crustello London Strand").getByText("Closed today", { exact: true }).first()).toBeVisible();
    await expect(card("Crustello London Carnaby").getByText("Closing soon")).toBeVisible();
    await expect(card("Crustello London Seven Dials").getByText("Opens today at 16:00, closes 23:00")).toBeVisible();
    await expect(card("Crustello London Soho").getByRole("button", { name: /Order for collection/ })).toBeEnabled();
    await expect(cards(page).filter({ has: page.getByRole("heading", { name: "Crustello London Regent Street" }) })).toHaveCount(0);
  });

  test("downloads a restaurant's map only when the customer asks for it", async ({ page, javaScript }) => {
    const maps: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/maps/static.svg") maps.push(request.url());
    });
    await search(page, "collection", "W1D 3QU");
    const soho = cards(page).filter({ has: page.getByRole("heading", { name: "Crustello London Soho", exact: true }) });
    await expect(soho).toBeVisible();
    await expect(cards(page)).not.toHaveCount(0);
    expect(maps).toEqual([]);
    if (javaScript) {
      // A disclosure: the map is drawn once opened, and is our own drawing of the area.
      await soho.getByText("Show map").click();
      const map = soho.getByRole("img", { name: "Map showing where Crustello London Soho is" });
      await expect(map).toBeVisible();
      expect(maps).toHaveLength(1);
      expect((await page.request.get((await map.getAttribute("src"))!)).headers()["content-type"]).toMatch(/image\/svg\+xml/);
    } else {
      // A link to the map itself.
      await soho.getByRole("link", { name: "Show map of Crustello London Soho" }).click();
      await expect(page).toHaveURL(/\/maps\/static\.svg\?/);
      expect(maps).toHaveLength(1);
    }
  });

  test("a delivery card where only collection is possible offers collection", async ({ page }) => {
    await search(page, "delivery", "W1D 3QU");
    // The eleventh nearest: after the first ten.
    await page.getByRole("link", { name: "Show more restaurants" }).click();
    const marylebone = cards(page).filter({ has: page.getByRole("heading", { name: "Crustello London Marylebone" }) });
    await expect(marylebone.getByText("Delivery is unavailable at this restaurant today")).toBeVisible();
    await marylebone.getByRole("button", { name: /Order for collection/ }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1017$/);
  });
});

test.describe("choosing a restaurant", () => {
  test("goes to its menu, remembers the search, and asks before emptying another restaurant's basket", async ({ page }) => {
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
    await expect(page.getByText("You are ordering for collection from Crustello London Soho restaurant.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Change restaurant" })).toBeVisible();

    const added = await page.request.post("/api/basket/QuickAddItem/margherita/1");
    expect(added.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("link", { name: /Basket: 1 item, £\d+\.\d{2}/ })).toBeVisible();

    await page.getByRole("link", { name: "Change restaurant" }).click();
    await expect(page.getByLabel("Enter your postcode or location")).toHaveValue("W1D 3QU");
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Order for collection from Crustello London Covent Garden" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1002$/);
    const state = await (await page.request.get("/api/application/getCustomerState")).json();
    expect(state.basket.basket.numberOfItems).toBe(0);
    expect(state.basket.basket.restaurantId).toBe(1002);
  });

  test("Cancel keeps the basket and the restaurant", async ({ page }) => {
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Covent Garden" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const state = await (await page.request.get("/api/application/getCustomerState")).json();
    expect(state.basket.basket).toMatchObject({ numberOfItems: 1, restaurantId: 1001 });
  });

  test("delivery stores the quote and the menu shows the estimate", async ({ page }) => {
    await search(page, "delivery", "W1D 3QU");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
    await expect(page.getByText(/^Estimated delivery time: \d+ - \d+ mins$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Change restaurant" })).toHaveCount(0);
  });

  test("a postcode without a rider shows the quote error, whose button changes restaurant", async ({ page }) => {
    await search(page, "delivery", "W1D 9ZZ");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delivery unavailable" });
    await expect(dialog.getByText(/A rider is no longer available for your desired location/)).toBeVisible();
    await dialog.getByRole("link", { name: "Change restaurant" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByLabel("Enter your postcode")).toHaveValue("W1D 9ZZ");
  });

  test("a delivery menu after a collection choice sends the customer to the delivery start", async ({ page }) => {
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await page.goto("/delivery/menu/1001");
    await expect(page).toHaveURL(/\/delivery$/);
  });
});

test.describe("journey rules", () => {
  test("a stored search term that is not a postcode is cleared on load", async ({ page }) => {
    await page.goto("/");
    expect((await page.request.post("/api/basket/SetRestaurantDistance/1001/0.3/not%20a%20postcode")).status()).toBe(200);
    await page.goto("/collection");
    await expect(page.getByLabel("Enter your postcode or location")).toHaveValue("");
    const state = await (await page.request.get("/api/application/getCustomerState")).json();
    expect(state.basket.basket.searchTerm).toBeNull();
  });

  test("a new delivery search drops the delivery held on the basket", async ({ page }) => {
    await search(page, "delivery", "W1D 3QU");
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/1002$/);
    let state = await (await page.request.get("/api/application/getCustomerState")).json();
    expect(state.basket.basket.delivery.postcode).toBe("W1D 3QU");
    await search(page, "delivery", "SE1 7PB");
    await expect(cards(page).first()).toBeVisible();
    state = await (await page.request.get("/api/application/getCustomerState")).json();
    expect(state.basket.basket.delivery).toBeNull();
  });

  test("without the delivery landing page, delivery goes to the external delivery page", async ({ page }) => {
    await page.goto(IE_BASE + "/delivery");
    await expect(page).toHaveURL(IE_BASE + "/info/delivery-partners");
    await expect(page.getByRole("heading", { level: 1, name: "Order Ardoven for delivery" })).toBeVisible();
  });

  test("the Irish brand finds restaurants by Eircode and shows kilometres", async ({ page }) => {
    await page.goto(IE_BASE + "/collection");
    const input = page.getByLabel("Enter your postcode or location");
    await input.fill("D02 X285");
    await input.press("Enter");
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("Dublin");
    await expect(
      cards(page)
        .first()
        .getByText(/^\d+\.\d{2} km$/),
    ).toBeVisible();
  });
});

test.describe("searching with JavaScript @js-only", () => {
  test("runs a second after typing stops", async ({ page }) => {
    await page.goto("/collection");
    await page.getByLabel("Enter your postcode or location").pressSequentially("G1 1XQ", { delay: 50 });
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("Glasgow");
    await expect(page).toHaveURL(/q=G1(\+|%20)1XQ/);
  });

  test("searches by device location", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 53.4808, longitude: -2.2426 });
    await page.goto("/collection");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("Manchester");
    await expect(page.getByRole("heading", { level: 2, name: /near your location/ })).toBeVisible();
  });

  test("delivery by device location: who delivers there, and the postcode started for the customer to finish", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 51.5134, longitude: -0.1307 });
    await page.goto("/delivery");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /near your location/ })).toBeVisible();
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText("London");
    const field = page.getByLabel("Enter your postcode");
    await expect(field).toHaveValue("W1D ");
    await expect(field).toHaveAccessibleDescription(
      "Your location is in the W1D area. Please enter your full postcode to order delivery to your door.",
    );
    await field.fill("W1D 3QU");
    await field.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /near W1D 3QU/ })).toBeVisible();
    await page.getByRole("button", { name: "Order for delivery from Crustello London Covent Garden" }).click();
    await expect(page).toHaveURL(/\/delivery\/menu\/\d+$/);
  });

  test("explains a refused location", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto("/collection");
    await page.getByRole("button", { name: "Use my location" }).click();
    const message = "Please grant access to location services if you wish to search by location.";
    await expect(page.getByRole("search").getByText(message)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(1);
    await context.close();
  });
});

test.describe("'Use my location' on both journeys", () => {
  test("offered with JavaScript; without it, the page says to search by postcode instead", async ({ page, javaScript }) => {
    const explanation = "Searching by your location needs JavaScript, which is off in this browser: please enter your postcode instead.";
    for (const journey of ["/collection", "/delivery"]) {
      await page.goto(journey);
      await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(javaScript ? 1 : 0);
      if (javaScript) await expect(page.getByText(explanation)).toBeHidden();
      else await expect(page.getByText(explanation)).toBeVisible();
    }
  });
});

test.describe("search accessibility", () => {
  for (const [mode, term] of [
    ["collection", "W1D 3QU"],
    ["delivery", "W1D 3QU"],
    ["delivery", "B91 1AA"],
    ["collection", "NOT A CODE"],
  ] as const) {
    test(`axe finds no violations on ${mode} results for ${term}`, async ({ page, javaScript }) => {
      await page.goto(`/${mode}?q=${encodeURIComponent(term)}`);
      await expectAccessible(page, javaScript);
    });
  }
  test("axe finds no violations with the 'Are you sure?' dialog open", async ({ page, javaScript }) => {
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    expect((await page.request.post("/api/basket/QuickAddItem/margherita/1")).status()).toBe(200);
    await search(page, "collection", "W1D 3QU");
    await page.getByRole("button", { name: "Order for collection from Crustello London Covent Garden" }).click();
    await expect(page.getByRole("alertdialog", { name: "Are you sure?" })).toBeVisible();
    await expectAccessible(page, javaScript);
  });
});
