// Use case: adding an item to the basket. Pages: the customise page's 'Add to basket'
// (app/routes/customise.tsx action, intent "add" with the configuration in `config`) and the
// menu's quick 'Add' (app/routes/menu.tsx action, intent "add"). /api: POST /api/basket/AddToBasket
// (and QuickAddItem). Services: services.basketLines.addItem, addItems and quickAdd. Both doors
// store the same line, one version later, and refuse a line past 99 in the same words.
import { describe, expect, it } from "vitest";
import { action as customiseAction } from "../../app/routes/customise";
import { action as menuAction } from "../../app/routes/menu";
import { LINE_QUANTITY_MESSAGES } from "../../domain/basket/line-quantity";
import { encodeConfiguration, type Configuration } from "../../domain/menu/customise";
import { apiServer } from "../support/http";
import { formPost } from "../support/route-calls";
import { SOHO_MENU, useCaseDoors, type ApiErrors } from "../support/use-cases";

const api = apiServer();
const { pageAtSoho, apiAtSoho, post, stored } = useCaseDoors(api);

const CUSTOMISE = "/collection/menu/1001/customise/margherita";
const CUSTOMISE_PARAMS = { ...SOHO_MENU, itemId: "margherita" };

/** Two thin-crust Margheritas with extra mushrooms: what the customise page's controls would build. */
const thinWithMushrooms = (quantity = 2): Configuration => ({
  itemId: "margherita",
  quantity,
  selections: [
    { groupId: "margherita-base", optionId: "base-thin", quantity: 1 },
    { groupId: "margherita-toppings", optionId: "extra-mushrooms", quantity: 1 },
  ],
});

describe("adding a customised item", () => {
  it("the customise page's 'Add to basket' and AddToBasket store the same line, one version later", async () => {
    const page = await pageAtSoho();
    const pageBefore = await stored(page.basketId);
    const added = await page.v.call(
      customiseAction,
      CUSTOMISE,
      CUSTOMISE_PARAMS,
      formPost({ intent: "add", config: encodeConfiguration(thinWithMushrooms()) }),
    );
    // Back to the menu, which gives focus back to the item.
    expect(added).toMatchObject({ status: 302, location: "/collection/menu/1001?added=margherita" });

    const door = await apiAtSoho();
    const apiBefore = await stored(door.basketId);
    const { selections, quantity } = thinWithMushrooms();
    const answer = await post(door.c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ itemId: "margherita", quantity, selections }],
    });
    expect(answer.status).toBe(200);

    const viaPage = await stored(page.basketId);
    const viaApi = await stored(door.basketId);
    expect(viaPage.state.items).toEqual([{ id: "margherita", customID: expect.any(String), quantity: 2, selections }]);
    expect(viaApi.state.items).toEqual(viaPage.state.items);
    expect(viaPage.version).toBe(pageBefore.version + 1);
    expect(viaApi.version).toBe(apiBefore.version + 1);
  });

  it("a line past 99 is refused through both with the same words, and the basket stays as it was", async () => {
    const page = await pageAtSoho();
    const door = await apiAtSoho();
    const { selections } = thinWithMushrooms();
    // Each basket already holds 60 of the line.
    await page.v.call(
      customiseAction,
      CUSTOMISE,
      CUSTOMISE_PARAMS,
      formPost({ intent: "add", config: encodeConfiguration(thinWithMushrooms(60)) }),
    );
    expect(
      (await post(door.c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "margherita", quantity: 60, selections }] }))
        .status,
    ).toBe(200);
    const [pageBefore, apiBefore] = [await stored(page.basketId), await stored(door.basketId)];

    const refusedPage = await page.v.call(
      customiseAction,
      CUSTOMISE,
      CUSTOMISE_PARAMS,
      formPost({ intent: "add", config: encodeConfiguration(thinWithMushrooms(60)) }),
    );
    // Said on the page itself (?failed=), which keeps the customer's choices.
    expect(refusedPage.status).toBe(302);
    const back = new URL(refusedPage.location!, "http://shop.test");
    expect(back.pathname).toBe(CUSTOMISE);
    expect(back.searchParams.get("failed")).toBe(LINE_QUANTITY_MESSAGES.over(60));

    const refusedApi = await post<ApiErrors>(door.c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ itemId: "margherita", quantity: 60, selections }],
    });
    expect(refusedApi.status).toBe(409);
    expect(refusedApi.body.errors).toEqual([{ path: "items.0.quantity", message: LINE_QUANTITY_MESSAGES.over(60) }]);

    expect(await stored(page.basketId)).toEqual(pageBefore);
    expect(await stored(door.basketId)).toEqual(apiBefore);
  });
});

describe("adding an item with its default choices", () => {
  it("the menu's quick 'Add', AddToBasket without choices and QuickAddItem store the same line", async () => {
    const page = await pageAtSoho();
    const added = await page.v.call(menuAction, "/collection/menu/1001", SOHO_MENU, formPost({ intent: "add", itemId: "margherita" }));
    expect(added).toMatchObject({ status: 302, location: "/collection/menu/1001?added=margherita" });

    const door = await apiAtSoho();
    expect((await post(door.c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "margherita" }] })).status).toBe(200);
    const quick = await apiAtSoho("margherita");

    const viaPage = (await stored(page.basketId)).state.items;
    expect(viaPage).toMatchObject([{ id: "margherita", quantity: 1 }]);
    expect((await stored(door.basketId)).state.items).toEqual(viaPage);
    expect((await stored(quick.basketId)).state.items).toEqual(viaPage);
  });

  it("an item not on the menu is refused through both, and nothing is added", async () => {
    const page = await pageAtSoho();
    const refusedPage = await page.v.call(
      menuAction,
      "/collection/menu/1001",
      SOHO_MENU,
      formPost({ intent: "add", itemId: "no-such-pizza" }),
    );
    expect(refusedPage.status).toBe(409);

    const door = await apiAtSoho();
    const refusedApi = await post<ApiErrors>(door.c, "/api/basket/QuickAddItem/no-such-pizza/1");
    expect(refusedApi.status).toBe(409);
    expect(refusedApi.body.errors).toEqual([{ path: "productId", message: "This item is not on the menu." }]);

    expect((await stored(page.basketId)).state.items).toEqual([]);
    expect((await stored(door.basketId)).state.items).toEqual([]);
  });
});
