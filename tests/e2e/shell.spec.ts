import type { Response } from "@playwright/test";
import { expectAccessible, expect, IE_BASE, test } from "./fixtures";

test.describe("the joint home", () => {
  test("shows the hero, the search with both journeys, and the UK footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
    await expect(page.getByText("From Collection to Delivery, order those cravings away!")).toBeVisible();
    await expect(page.getByLabel("Enter your postcode or location")).toBeVisible();
    await expect(page.getByRole("button", { name: "Order for Collection" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Order for Delivery" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Delivered by Zoomrider" })).toBeVisible();
    const allergens = page.getByRole("link", { name: /Allergen Information/ });
    await expect(allergens).toHaveAttribute("target", "_blank");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Download the Crustello app for iPhone" })).toBeVisible();
    await expect(footer).toContainText("© 2026 Crustello Restaurants Ltd");
    await expect(page.getByText(/pizzas from £\d+\.\d{2}/)).toBeVisible();
  });

  test("each button takes the search to its journey", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Enter your postcode or location").fill("M1 1AA");
    await page.getByRole("button", { name: "Order for Delivery" }).click();
    await expect(page).toHaveURL(/\/delivery\?q=M1\+1AA$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crustello Delivers" })).toBeVisible();
    await expect(page.getByText("Find your nearest Crustello open for Delivery.")).toBeVisible();
    await expect(page.getByLabel("Enter your postcode")).toHaveValue("M1 1AA");
    await page.goto("/");
    await page.getByLabel("Enter your postcode or location").fill("LS1 4AP");
    await page.getByRole("button", { name: "Order for Collection" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
    await expect(page.getByText("Find your nearest Crustello open for Collection.")).toBeVisible();
  });

  test("the Irish brand shows euro prices and its own footer", async ({ page }) => {
    await page.goto(IE_BASE + "/");
    await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
    await expect(page.getByText("From Collection to Delivery, order those cravings away!")).toBeVisible();
    await expect(page.getByText(/pizzas from €\d+\.\d{2}/)).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const name of [
      "About Us",
      "Contact Us",
      "Careers",
      "Privacy policy",
      "Terms And Conditions",
      "Cookie policy",
      "Cookie Settings",
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("© 2026 Ardoven");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
  });
});

test("the page carries the site's one stylesheet inside it, and it applies, also after hydration", async ({ page, javaScript }) => {
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  // No stylesheet of its own for the first paint to wait for: the page brings the rules itself.
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\//);
  expect(html.match(/<style id="site-styles" nonce="[^"]+">/g)).toHaveLength(1);
  const rules = () =>
    page.evaluate(
      () =>
        [...document.styleSheets].find((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.id === "site-styles")
          ?.cssRules.length ?? 0,
    );
  expect(await rules()).toBeGreaterThan(100);
  // The stylesheet applies: the skip link is out of sight until it has focus.
  const skip = page.getByRole("link", { name: /skip to/i });
  await expect(skip).not.toBeInViewport();
  if (!javaScript) return;
  // The page's JavaScript keeps the rules through its own navigations.
  await page.getByLabel("Enter your postcode or location").fill("W1D 3QU");
  await page.getByRole("button", { name: "Order for Collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
  expect(await rules()).toBeGreaterThan(100);
  await expect(skip).not.toBeInViewport();
});

test("a page reached from one of the site's links the stylesheet file instead, downloaded once @no-js-only", async ({ page }) => {
  // The stylesheet's downloads: a copy the browser takes from its cache transfers no bytes.
  const sheets: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "stylesheet" && new URL(request.url()).pathname.startsWith("/assets/"))
      sheets.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto("/");
  await expect(page.locator("style#site-styles")).toHaveCount(1);
  await page.getByLabel("Enter your postcode or location").fill("W1D 3QU");
  await page.getByRole("button", { name: "Order for Collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
  const linked = page.locator('link[rel="stylesheet"][href^="/assets/"]');
  await expect(linked).toHaveCount(1);
  await expect(page.locator("style#site-styles")).toHaveCount(0);
  // It applies: the skip link is out of sight until it has focus.
  await expect(page.getByRole("link", { name: /skip to/i })).not.toBeInViewport();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
  await expect(linked).toHaveCount(1);
  // The next page takes it from the browser's cache.
  expect((await Promise.all(sheets)).filter((bytes) => bytes > 0)).toHaveLength(1);
});

test("what the browser downloads comes compressed: the pages, their scripts and, with JavaScript on, a page's data", async ({
  page,
  javaScript,
}) => {
  // compression() leaves an answer under 1 kB plain: the bytes it would save cost more than they weigh.
  const seen: Promise<[kind: string, encoding: string | undefined]>[] = [];
  const record = (res: Response) => {
    const path = new URL(res.url()).pathname;
    const kind = path.endsWith(".data") ? "data" : path.startsWith("/assets/") && path.endsWith(".js") ? "script" : null;
    if (kind) seen.push(res.body().then((body) => [body.byteLength > 1024 ? kind : "small", res.headers()["content-encoding"]]));
  };
  page.on("response", record);
  const home = await page.goto("/collection?q=W1D+3QU");
  expect(home?.headers()["content-encoding"]).toBe("br");
  await page.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crustello London Soho" })).toBeVisible();
  // Scripts fetched later (once the page is idle) are not waited for.
  page.off("response", record);
  const encodings: Record<string, string[]> = {};
  for (const [kind, encoding] of await Promise.all(seen)) (encodings[kind] ??= []).push(encoding ?? "none");
  if (javaScript) {
    expect(new Set(encodings.script)).toEqual(new Set(["br"]));
    expect(new Set(encodings.data)).toEqual(new Set(["br"]));
  } else expect(encodings).toEqual({});
});

test.describe("sessions and cookies", () => {
  test("the first visit sets BASKET_ID: httpOnly, SameSite=Lax, and not Secure over plain http", async ({ page, context }) => {
    await page.goto("/");
    const basket = (await context.cookies()).find((c) => c.name === "BASKET_ID");
    expect(basket).toBeDefined();
    // The production build over http (as start:local): a Secure cookie would be dropped by Safari and
    // text browsers here. Over HTTPS it is Secure (tests/api/restart.test.ts, decision 035).
    expect(basket).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  });

  test("accepting cookies hides the banner and is remembered", async ({ page, context }) => {
    await page.goto("/collection");
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept cookies" }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/collection$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "cookie_accepted")?.value).toBe("true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  });
});

test.describe("links", () => {
  for (const base of ["", IE_BASE]) {
    test(`every link on the ${base ? "Irish" : "UK"} home leads to a page`, async ({ page }) => {
      await page.goto(base + "/");
      const hrefs = await page.getByRole("link").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of new Set(hrefs)) {
        const res = await page.request.get(href.split("#")[0]!);
        expect(res.status(), href).toBe(200);
      }
    });
  }

  test("the allergen page lists the 14 allergens", async ({ page }) => {
    await page.goto("/info/allergens");
    await expect(page.getByRole("heading", { level: 1, name: "Allergen Information" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^(Lupin|Peanuts|Sulphites)$/ })).toHaveCount(3);
    await expect(page.getByText("Adults need around 2000 kcal per day.")).toBeVisible();
  });

  const STATEMENT_HEADINGS = [
    "How accessible this website is",
    "Reporting accessibility problems with this website",
    "Enforcement procedure",
    "Compliance status",
    "How we tested this website",
    "Preparation of this accessibility statement",
  ];
  test("the accessibility statement follows the model statement, with the UK's enforcement body", async ({ page, javaScript }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(STATEMENT_HEADINGS);
    await expect(page.getByText(/partially compliant with the Web Content Accessibility Guidelines version 2\.2 AA/)).toBeVisible();
    await expect(page.getByText(/Equality and Human Rights Commission/)).toBeVisible();
    await expect(
      page.getByText("This statement was prepared on 23 November 2026. It was last reviewed on 23 November 2026."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/info/contact");
    await expectAccessible(page, javaScript);
  });
  test("the Irish accessibility statement names Ireland's bodies and EN 301 549", async ({ page }) => {
    await page.goto(IE_BASE + "/info/accessibility");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(STATEMENT_HEADINGS);
    await expect(page.getByText(/National Disability Authority/)).toBeVisible();
    await expect(page.getByText(/version 2\.2 AA standard and EN 301 549/)).toBeVisible();
    await expect(page.getByText(/Equality and Human Rights Commission/)).toHaveCount(0);
  });
});

test.describe("pages that do not exist", () => {
  test("answer 404 with a page that leads back to the start", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found");
    await expect(page.getByRole("link", { name: "Start a new order" })).toHaveAttribute("href", "/");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/collection", "/delivery", "/no-such-page"]) {
    test(`axe finds no violations on ${path} at 375 px and 1280 px`, async ({ page, javaScript }) => {
      await page.goto(path);
      await expectAccessible(page, javaScript);
    });
  }
  test("axe finds no violations on the Irish home", async ({ page, javaScript }) => {
    await page.goto(IE_BASE + "/");
    await expectAccessible(page, javaScript);
  });
  test("a page opens at its heading; the skip link, before the header, moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // Back past the header's links to the skip link, the page's first stop.
    const skip = page.getByRole("link", { name: "Skip to main content" });
    for (let i = 0; i < 10 && !(await skip.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Shift+Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole("main")).toBeFocused();
  });
});
