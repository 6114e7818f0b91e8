// The one line rule (1 to 99) on the pages, with JavaScript on and off: at the limit the page says
// so next to the control, and nothing is capped quietly (docs/decisions/013).
import { encodeConfiguration } from "../../domain/menu/customise-codec";
import { LINE_QUANTITY_MESSAGES } from "../../domain/basket/line-quantity";
import { expect, test } from "./fixtures";
import { chooseSoho } from "./journeys";

test.describe("the line quantity limit", () => {
  test("on the basket, '+' on a line of 99 is refused with a message next to the line, which stays at 99", async ({ page }) => {
    await chooseSoho(page);
    const added = await page.request.post("/api/basket/QuickAddItem/margherita/1");
    expect(added.status()).toBe(200);
    const customID = ((await added.json()) as { basket: { items: { customID: string }[] } }).basket.items[0]!.customID;
    expect((await page.request.post("/api/basket/SetBasketItems", { data: { items: [{ customID, quantity: 99 }] } })).status()).toBe(200);

    await page.goto("/collection/basket");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Margherita" }) });
    await expect(line.getByText("Quantity 99", { exact: true })).toBeVisible();
    const more = line.getByRole("button", { name: "Add one more Margherita" });
    await more.click();
    await expect(line.getByRole("alert")).toHaveText(LINE_QUANTITY_MESSAGES.full);
    await expect(more).toHaveAccessibleDescription(LINE_QUANTITY_MESSAGES.full);
    await expect(line.getByText("Quantity 99", { exact: true })).toBeVisible();

    // One fewer is still possible, and exactly one goes.
    await line.getByRole("button", { name: "Remove one Margherita" }).click();
    await expect(line.getByText("Quantity 98", { exact: true })).toBeVisible();
    await expect(line.getByRole("alert")).toBeHidden();
  });

  test("on the customise page, the stepper stops at 99 and says so; adding to a full line is refused with a message", async ({ page }) => {
    await chooseSoho(page);
    const at98 = encodeConfiguration({ itemId: "garlic-bread", quantity: 98, selections: [] });
    await page.goto(`/collection/menu/1001/customise/garlic-bread?c=${at98}`);
    const more = page.getByRole("button", { name: "One more" });
    await expect(more).toBeEnabled();
    await more.click();
    await expect(page.getByText("Quantity 99", { exact: true })).toBeVisible();
    await expect(more).toBeDisabled();
    await expect(more).toHaveAccessibleDescription("99 is the most you can add of one item.");

    await page.getByRole("button", { name: /^Add to basket - / }).click();
    await expect(page).toHaveURL(/\/collection\/menu\/1001\?added=garlic-bread$/);

    // The same dish again: the basket's line already holds 99, so the add is refused, not capped.
    await page.goto("/collection/menu/1001/customise/garlic-bread");
    await page.getByRole("button", { name: /^Add to basket - / }).click();
    await expect(page.getByRole("alert").filter({ hasText: LINE_QUANTITY_MESSAGES.full })).toBeVisible();
    await page.goto("/collection/basket");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Garlic Bread" }) });
    await expect(line.getByText("Quantity 99", { exact: true })).toBeVisible();
  });
});
