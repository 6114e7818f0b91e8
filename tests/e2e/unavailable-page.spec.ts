// The page a customer gets when the site cannot answer: a node's storage fault, and nginx's own page
// when no node answers (scripts/cluster/nginx.js serves the built bundle's `unavailableAnswers`, the
// same bytes). It is served here as nginx serves it, at a page's address with a 503, and checked as
// every page is: its heading, its way back, axe (the Nu checker reads it too, as every document).
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { expect, expectNoAxeViolations, test } from "./fixtures";

type UnavailableAnswers = (brand: "uk" | "ie") => { html: string; json: string };

async function unavailableAnswers(): Promise<UnavailableAnswers> {
  const bundle = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as { unavailableAnswers: UnavailableAnswers };
  return bundle.unavailableAnswers;
}

test("the page for a site that cannot answer says so, leads home, and is accessible", async ({ page, javaScript }) => {
  const { html } = (await unavailableAnswers())("uk");
  await page.route("**/collection/menu/1001", (route) =>
    route.fulfill({ status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30" }, body: html }),
  );
  const answer = await page.goto("/collection/menu/1001");
  expect(answer?.status()).toBe(503);
  await expect(page).toHaveTitle(/Crustello$/);
  await expect(page.getByRole("heading", { level: 1, name: "We can’t take orders right now" })).toBeVisible();
  await expect(page.getByText("Please try again in a few minutes.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Crustello" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page, javaScript);
});
