// Deal banners show only inside their window (weekday, hours, dates, in the brand's time zone) and
// only on their journey, on the search pages and the menu, readable whatever their seeded colours.
// Each project moves the clock of a server of its own (BANNER_CLOCK_PORTS): the JavaScript one the
// UK server (London), the other the Irish one (Dublin); both start on Friday 20 November 2026 at
// 12:30, when no banner is live. In November both zones are on UTC.
import type { Page } from "@playwright/test";
import { BANNER_CLOCK_PORTS } from "../../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";

function serverFor(javaScript: boolean) {
  return javaScript
    ? {
        base: `http://localhost:${BANNER_CLOCK_PORTS.uk}`,
        search: "W1D%203QU",
        restaurant: /^Order for collection from Crustello London Soho$/,
      }
    : { base: `http://localhost:${BANNER_CLOCK_PORTS.ie}`, search: "D02%20X285", restaurant: /^Order for collection from Ardoven/ };
}

/** Moves the server's clock forward to `target` (never back); answers the server's time. */
async function moveTo(page: Page, base: string, target: Date) {
  const now = new Date((await (await page.request.post(`${base}/dev/clock?minutes=1`)).json()).now as string);
  const minutes = Math.ceil((target.getTime() - now.getTime()) / 60_000);
  expect(minutes, `the clock is already past ${target.toISOString()}`).toBeGreaterThan(0);
  expect((await page.request.post(`${base}/dev/clock?minutes=${minutes}`)).status()).toBe(200);
}

const deal = (page: Page, header: string) => page.getByRole("region", { name: "Offers" }).getByRole("article", { name: header });

test("a banner shows only inside its window and on its journey, on the search page and the menu", async ({ page, javaScript }) => {
  // Many pages, four clock moves and two accessibility scans in one test (the clock is shared).
  test.slow();
  const { base, search, restaurant } = serverFor(javaScript);

  // Friday 12:30: no banner is live.
  await page.goto(`${base}/delivery`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Offers" })).toHaveCount(0);

  // Friday 17:30: 'Friday Night Feast' is live, for delivery only.
  await moveTo(page, base, new Date("2026-11-20T17:30:00Z"));
  await page.goto(`${base}/delivery`);
  const feast = deal(page, "Friday Night Feast");
  await expect(feast).toBeVisible();
  await expect(feast.getByText(/^Free delivery on orders over [£€]\d+ every Friday from 5pm to 10pm\.$/)).toBeVisible();
  await expect(feast.getByRole("link", { name: "Order for delivery" })).toHaveAttribute("href", "/delivery");
  await expectNoAxeViolations(page, javaScript);

  // Not on the collection journey: neither its search page nor its menu.
  await page.goto(`${base}/collection?q=${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Collection" })).toBeVisible();
  await expect(deal(page, "Friday Night Feast")).toHaveCount(0);
  await page.getByRole("button", { name: restaurant }).first().click();
  await expect(page).toHaveURL(/\/collection\/menu\/\d+$/);
  await expect(page.getByRole("navigation", { name: "Menu categories" })).toBeVisible();
  await expect(deal(page, "Friday Night Feast")).toHaveCount(0);

  // Friday 22:00 (the end of the window): gone.
  await moveTo(page, base, new Date("2026-11-20T22:00:00Z"));
  await page.goto(`${base}/delivery`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(deal(page, "Friday Night Feast")).toHaveCount(0);

  // Saturday 13:00: the weekend banner, on both journeys. Its seeded white text on yellow fails
  // WCAG AA, so it is drawn black on yellow.
  await moveTo(page, base, new Date("2026-11-21T13:00:00Z"));
  await page.goto(`${base}/collection?q=${search}`);
  await expect(deal(page, "Weekend Sharing Box")).toBeVisible();
  await page.getByRole("button", { name: restaurant }).first().click();
  await expect(page).toHaveURL(/\/collection\/menu\/\d+$/);
  const weekend = deal(page, "Weekend Sharing Box");
  await expect(weekend).toBeVisible();
  await expect(weekend).toHaveCSS("background-color", "rgb(255, 212, 0)");
  await expect(weekend).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(weekend.getByRole("link", { name: "Order for collection" })).toBeVisible();
  await expectNoAxeViolations(page, javaScript);
  await page.goto(`${base}/delivery`);
  await expect(deal(page, "Weekend Sharing Box")).toBeVisible();
  await expect(deal(page, "Friday Night Feast")).toHaveCount(0);
});
