// What a text browser shows (w3m, Debian's package; decision 035): each page of a guest's order
// without JavaScript, as w3m lays out the HTML the site sent, reads as separate words, and the
// chosen base says so in text (a text browser shows no pressed state).
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { chooseSoho } from "./journeys";
import { expect, test } from "./fixtures";

/** The page as w3m shows it, one line per visual line, spaces squeezed. */
async function asText(page: Page): Promise<string[]> {
  const text = execFileSync("w3m", ["-dump", "-T", "text/html", "-cols", "100", "-O", "UTF-8"], { input: await page.content() }).toString();
  return text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
}

test("a guest's order reads as separate words in a text browser @no-js-only", async ({ page }) => {
  await page.goto("/");
  expect(await asText(page)).toContain("Order for Collection Order for Delivery Delivered by Zoomrider");

  await chooseSoho(page);
  await page.goto("/collection/menu/1001/customise/margherita");
  let lines = await asText(page);
  expect(lines).toContain("Reset Pizza Reset Toppings");
  expect(lines).toContain("• Classic hand-stretched (chosen)");
  expect(lines).toContain("• Thin & crispy");
  expect(lines).toContain("• Mozzarella +£1.25 − Remove one Mozzarella Quantity 0 + Add Mozzarella");
  expect(lines).toContainEqual(expect.stringMatching(/One more Add to basket - £10\.95$/));

  await page.getByRole("button", { name: "Thin & crispy" }).click();
  lines = await asText(page);
  expect(lines).toContain("• Thin & crispy (chosen)");
  expect(lines).toContain("• Classic hand-stretched");
  await page.getByRole("button", { name: /^Add to basket/ }).click();

  await page.goto("/collection/basket");
  lines = await asText(page);
  expect(lines).toContainEqual(expect.stringMatching(/^Crustello home Basket: 1 item, £10\.95$/));
  expect(lines).toContainEqual(expect.stringMatching(/Garlic Bread £4\.95 Add Garlic Bread$/));

  await page.goto("/collection/checkout/login");
  expect(await asText(page)).toContain("Log in Forgotten your password?");
});
