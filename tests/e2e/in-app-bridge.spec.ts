// In-app mode over the native bridge (docs/native-bridge.md): a fake app records what the site
// sends and plays the app's answers. The bridge needs JavaScript, so these run in the JS project.
import AxeBuilder from "@axe-core/playwright";
import { expect, expectNoAxeViolations, IE_BASE, test } from "./fixtures";
import { fakeApp, TEST_INSETS, type Platform } from "./fake-app";
import { continueAsGuest, payWith, quickAdd } from "./journeys";

test.describe.configure({ timeout: 90_000 });

const INES = { firstName: "Ines", lastName: "Inapp", email: "ines@example.com", mobile: "07700 900777" };

for (const platform of ["react-native", "webkit"] as Platform[]) {
  test(`@js-only an in-app collection order from search to confirmation, over ${platform}`, async ({ page }) => {
    const app = await fakeApp(page, { platform });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/collection?inApp=true");
    await app.expectMessage("OOP_INITIALISED");
    await app.expectMessage("HIDE_LOADER");
    // The app's insets pad the page.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe(`${TEST_INSETS.top}px`);
    await app.expectMessage("SWITCH_JOURNEY_NAVBAR", { journey: "collection", showNavbar: true });

    await page.getByLabel("Enter your postcode or location").fill("W1D 3QU");
    await page.getByLabel("Enter your postcode or location").press("Enter");
    await expect(page.getByRole("button", { name: "Order for collection from Crustello London Soho" })).toBeVisible();
    // Results are on screen: the app hides its navigation bar.
    await app.expectMessage("SWITCH_JOURNEY_NAVBAR", { journey: "collection", showNavbar: false });
    await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001$/);
    await quickAdd(page, ["margherita", "garlic-bread"]);
    // The menu's own way to the basket: its sticky 'Checkout'.
    await page.getByRole("complementary", { name: "Your basket" }).getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basket summary" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
    await continueAsGuest(page, INES);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout details" })).toBeVisible();
    await page.getByLabel("Collection time").selectOption({ index: 4 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    expect(app.types()).not.toContain("CLEAR_BASKET");
    await payWith(page, "4111 1111 1111 1111", "I Inapp");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ines!" })).toBeVisible();
    // Paid: the basket is empty, and the app's badge resets.
    await app.expectMessage("CLEAR_BASKET");
    await expectNoAxeViolations(page, true);
    expect(app.of("CLEAR_BASKET")).toHaveLength(1);
    // One document from search to confirmation: every step changed the page in place, so the app's
    // handshake ran once.
    expect(app.of("OOP_INITIALISED")).toHaveLength(1);
    expect(app.of("ERROR")).toEqual([]);
    // Every message is the contract's JSON shape.
    for (const m of app.messages) expect(typeof m.payload).toBe("object");
  });
}

test.describe("the native bridge", () => {
  test("@js-only 'Use my location' asks the app: LATLONG gives results; an error or no answer in 10 s gives the in-app message", async ({
    page,
  }) => {
    const app = await fakeApp(page);
    await page.goto("/collection?inApp=true");
    await app.ready();
    await page.getByRole("button", { name: "Use my location" }).click();
    await app.expectMessage("GET_LOCATION");
    await expect(page.getByRole("button", { name: "Order for collection from Crustello London Soho" })).toBeVisible();
    await expect(page).toHaveURL(/lat=51\.5136\d*&lon=-0\.1365\d*/);

    const denied = await page.context().newPage();
    const refusing = await fakeApp(denied, { location: "error" });
    await denied.goto("/collection?inApp=true");
    await refusing.ready();
    await denied.getByRole("button", { name: "Use my location" }).click();
    await expect(
      denied.getByRole("main").getByText("Location information is unavailable. Please check your location permissions."),
    ).toBeVisible();
    await denied.close();

    const quiet = await page.context().newPage();
    await quiet.clock.install();
    const silent = await fakeApp(quiet, { location: "silent" });
    await quiet.goto("/collection?inApp=true");
    await silent.expectMessage("HIDE_LOADER");
    await quiet.getByRole("button", { name: "Use my location" }).click();
    await silent.expectMessage("GET_LOCATION");
    await quiet.clock.runFor(10_000);
    await expect(
      quiet.getByRole("main").getByText("Location information is unavailable. Please check your location permissions."),
    ).toBeVisible();
  });

  test("@js-only an inbound SWITCH_JOURNEY switches journey, from the window or the document; other messages are ignored and logged", async ({
    page,
  }) => {
    const app = await fakeApp(page);
    await page.goto("/collection?q=W1D%203QU&inApp=true");
    await app.ready();
    await app.send("SWITCH_JOURNEY", { journey: "delivery" });
    await expect(page).toHaveURL(/\/delivery\?q=W1D%203QU$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crustello Delivers" })).toBeVisible();
    await app.expectMessage("SWITCH_JOURNEY_NAVBAR", { journey: "delivery", showNavbar: false });
    // Android delivers to the document, and may hand over an object rather than JSON text.
    await app.sendToDocument("SWITCH_JOURNEY", { journey: "collection" });
    await expect(page).toHaveURL(/\/collection\?q=W1D%203QU$/);

    await app.send("SWITCH_JOURNEY", { journey: "takeaway" });
    await app.expectMessage("LOG", { level: "warn", message: "Ignored a message that does not match the contract (type SWITCH_JOURNEY)." });
    await page.evaluate(() => window.postMessage("not json", "*"));
    await app.expectMessage("LOG", { level: "warn", message: "Ignored a message that is not JSON." });
    await expect(page).toHaveURL(/\/collection\?q=W1D%203QU$/);
  });

  test("@js-only links that leave the site go to the app (EXTERNAL_LINKS) and the page stays; errors are forwarded", async ({ page }) => {
    const app = await fakeApp(page);
    await page.goto("/collection?inApp=true");
    await app.ready();
    await page.getByRole("link", { name: "Crustello on Instagram" }).click();
    await app.expectMessage("EXTERNAL_LINKS", { url: new URL("/info/social/instagram", page.url()).href });
    await page.getByRole("link", { name: /^Allergen Information/ }).click();
    await app.expectMessage("EXTERNAL_LINKS", { url: new URL("/info/allergens", page.url()).href });
    await expect(page).toHaveURL(/\/collection\?inApp=true$/);
    expect(page.context().pages()).toHaveLength(1);

    await page.evaluate(() => setTimeout(() => void Promise.reject(new Error("a rejected promise"))));
    await app.expectMessage("ERROR", { message: "a rejected promise" });
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("an uncaught error");
      }),
    );
    await app.expectMessage("ERROR", { message: "Uncaught Error: an uncaught error" });
  });

  test("@js-only no answer to OOP_INITIALISED within 3 s is logged as an error and the page goes on", async ({ page }) => {
    await page.clock.install();
    const app = await fakeApp(page, { answerInsets: false });
    await page.goto("/collection?inApp=true");
    await app.expectMessage("HIDE_LOADER");
    await page.clock.runFor(3_000);
    await app.expectMessage("ERROR", { message: "The app did not answer OOP_INITIALISED with insets within 3 s." });
    await page.getByLabel("Enter your postcode or location").fill("W1D 3QU");
    await page.getByLabel("Enter your postcode or location").press("Enter");
    await expect(page.getByRole("button", { name: "Order for collection from Crustello London Soho" })).toBeVisible();
  });

  test("@js-only without our delivery landing page, delivery is the partner's page: the app opens it", async ({ page }) => {
    const app = await fakeApp(page);
    await page.goto(`${IE_BASE}/?inApp=true`);
    await app.ready();
    const partner = `${IE_BASE}/info/delivery-partners`;
    await page.getByLabel("Enter your postcode or location").fill("D02 X285");
    await page.getByRole("button", { name: "Order for Delivery" }).click();
    await app.expectMessage("EXTERNAL_LINKS", { url: partner });
    await app.send("SWITCH_JOURNEY", { journey: "delivery" });
    await expect.poll(() => app.of("EXTERNAL_LINKS").filter((m) => m.payload.url === partner).length).toBe(2);
    await expect(page).toHaveURL(`${IE_BASE}/?inApp=true`);
    // Collection stays on the site.
    await page.getByRole("button", { name: "Order for Collection" }).click();
    await expect(page).toHaveURL(`${IE_BASE}/collection?q=D02+X285`);
  });

  test("@js-only the Irish brand's 'Cookie Settings' opens the app's consent tool (EUCONSENT)", async ({ page }) => {
    const app = await fakeApp(page);
    await page.goto(`${IE_BASE}/collection?inApp=true`);
    await app.ready();
    await page.getByRole("link", { name: "Cookie Settings" }).click();
    await app.expectMessage("EUCONSENT");
    await expect(page).toHaveURL(/\/collection\?inApp=true$/);
    await expectNoAxeViolations(page, true);
  });
});

test("@js-only the app simulator frames the site in in-app mode, lists its messages and sends the app's", async ({ page }) => {
  await page.goto("/dev/app");
  await expect(page.getByRole("heading", { level: 1, name: "App simulator" })).toBeVisible();
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText('from the site: {"type":"HIDE_LOADER","payload":{}}')).toBeVisible();
  // It answered the site's OOP_INITIALISED with its insets, as the app does.
  await expect(messages.getByText(/to the site: \{"type":"OOP_INITIALISED","payload":\{"insets"/)).toBeVisible();
  const site = page.frameLocator('iframe[title="The site in in-app mode"]');
  await expect(site.getByRole("link", { name: "Close" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send the update event" }).click();
  await expect(site.getByRole("link", { name: "Close" })).toBeVisible();
  await page.getByRole("button", { name: "Switch to delivery" }).click();
  await expect(site.getByRole("heading", { level: 1, name: "Crustello Delivers" })).toBeVisible();
  await expect(
    messages.getByText('from the site: {"type":"SWITCH_JOURNEY_NAVBAR","payload":{"journey":"delivery","showNavbar":true}}'),
  ).toBeVisible();
  // The framed site is scanned on its own pages; framed, its landmarks repeat the simulator's.
  const scan = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).exclude("iframe").analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
  await page.goto("/?inApp=false");
});
