import { expectAccessible, expect, IE_BASE, test } from "./fixtures";

test.describe("the API reference", () => {
  test("lists each area's operations with their parameters, body fields and answers", async ({ page, javaScript }) => {
    // A long page of tables: axe takes a while over every cell, at two widths.
    test.setTimeout(180_000);
    await page.goto("/developers/api");
    await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    await expect(page.getByText(/Crustello API, version \d+\.\d+\.\d+/)).toBeVisible();
    const areas = page.getByRole("navigation", { name: "Areas" });
    await expect(areas.getByRole("link", { name: "Customer" })).toBeVisible();

    const customer = page.getByRole("region", { name: "Customer" });
    const login = customer.getByRole("region", { name: "POST /api/customer/login" });
    await expect(login.getByText("Sign in with email and password")).toBeVisible();
    const body = login.getByRole("table", { name: "Request body fields of login (JSON)" });
    await expect(body.getByRole("columnheader", { name: "Required" })).toBeVisible();
    await expect(body.getByRole("row", { name: /^email string Yes/ })).toBeVisible();
    const answers = login.getByRole("table", { name: "Answers of login" });
    await expect(answers.getByRole("row", { name: /^401 Not signed in/ })).toBeVisible();
    await expect(answers.getByRole("row", { name: /^429 Too many attempts/ })).toBeVisible();

    const register = customer.getByRole("region", { name: "POST /api/customer/register/{channel}" });
    const parameters = register.getByRole("table", { name: "Parameters of registerCustomer" });
    await expect(parameters.getByRole("row", { name: /^channel path one of "web", "app" Yes/ })).toBeVisible();

    await page.getByRole("link", { name: "/api/openapi.json" }).click();
    await expect(page).toHaveURL(/\/api\/openapi\.json$/);
    await expect(page.getByText('"openapi":"3.1.0"')).toBeVisible();
    await page.goBack();

    await expectAccessible(page, javaScript);
  });

  test("the Irish brand's reference names its own API", async ({ page }) => {
    await page.goto(IE_BASE + "/developers/api");
    await expect(page.getByText(/Ardoven API, version/)).toBeVisible();
  });
});
