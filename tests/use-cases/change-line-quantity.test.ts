// Use case: changing a basket line's quantity. Page: the basket page's steppers '+' and '−'
// (app/routes/basket.tsx action, intents "inc" and "dec" with kind and customID). /api: POST
// /api/basket/SetBasketItems and RemoveFromBasket (and QuickAddItem, one more of a line with its
// default choices). Services: services.basketLines.stepLine and setQuantities. Both doors store
// the same quantity, one version later, and refuse a 100th in the same words.
import { describe, expect, it } from "vitest";
import { action } from "../../app/routes/basket";
import { LINE_QUANTITY_MESSAGES } from "../../domain/basket/line-quantity";
import { apiServer } from "../support/http";
import { formPost } from "../support/route-calls";
import { COLLECTION, useCaseDoors, type ApiErrors } from "../support/use-cases";

const api = apiServer();
const { services, pageAtSoho, apiAtSoho, post, stored } = useCaseDoors(api);

const BASKET = "/collection/basket";

/** The same basket (these items at Soho) made for each door, and its first line's id. */
async function bothWith(...itemIds: string[]) {
  const page = await pageAtSoho(...itemIds);
  const door = await apiAtSoho(...itemIds);
  const { customID } = (await stored(page.basketId)).state.items[0]!;
  expect((await stored(door.basketId)).state.items[0]!.customID).toBe(customID);
  return { page, door, customID, versions: [(await stored(page.basketId)).version, (await stored(door.basketId)).version] };
}

const step = (verb: "inc" | "dec", customID: string) => formPost({ intent: verb, kind: "item", customID });

describe("changing a line's quantity", () => {
  it("one more: the basket page's '+' and SetBasketItems store the line at 2, one version later", async () => {
    const { page, door, customID, versions } = await bothWith("margherita");
    const stepped = await page.v.call(action, BASKET, COLLECTION, step("inc", customID));
    // Without JavaScript, back to the basket with focus on the same control.
    expect(stepped).toMatchObject({
      status: 302,
      location: `${BASKET}?${new URLSearchParams({ line: customID, focus: `inc|item|${customID}` })}`,
    });
    const answer = await post(door.c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 2 }] });
    expect(answer.status).toBe(200);

    const [viaPage, viaApi] = [await stored(page.basketId), await stored(door.basketId)];
    expect(viaPage.state.items).toMatchObject([{ customID, quantity: 2 }]);
    expect(viaApi.state.items).toEqual(viaPage.state.items);
    expect([viaPage.version, viaApi.version]).toEqual(versions.map((v) => v + 1));
  });

  it("one fewer: '−' and RemoveFromBasket take one off the line", async () => {
    const { page, door, customID, versions } = await bothWith("margherita", "margherita");
    expect((await page.v.call(action, BASKET, COLLECTION, step("dec", customID))).status).toBe(302);
    expect((await post(door.c, "/api/basket/RemoveFromBasket", { customID, quantity: 1 })).status).toBe(200);

    const [viaPage, viaApi] = [await stored(page.basketId), await stored(door.basketId)];
    expect(viaPage.state.items).toMatchObject([{ customID, quantity: 1 }]);
    expect(viaApi.state.items).toEqual(viaPage.state.items);
    expect([viaPage.version, viaApi.version]).toEqual(versions.map((v) => v + 1));
  });

  it("the last one: '−' and RemoveFromBasket take the line out, and the page names the line that went", async () => {
    const { page, door, customID } = await bothWith("margherita", "garlic-bread");
    const stepped = await page.v.call(action, BASKET, COLLECTION, step("dec", customID));
    expect(stepped).toMatchObject({ status: 302, location: `${BASKET}?gone=Margherita` });
    expect((await post(door.c, "/api/basket/RemoveFromBasket", { customID })).status).toBe(200);

    const viaPage = (await stored(page.basketId)).state.items;
    expect(viaPage.map((l) => l.id)).toEqual(["garlic-bread"]);
    expect((await stored(door.basketId)).state.items).toEqual(viaPage);
  });
});

describe("the 1–99 rule", () => {
  it("one more on a line of 99 is refused through both in the same words, and nothing changes", async () => {
    const { page, door, customID } = await bothWith("margherita");
    for (const basketId of [page.basketId, door.basketId])
      await services().basketLines.setQuantities({ basketId, customerId: null }, { items: [{ customID, quantity: 99 }] });
    const [pageBefore, apiBefore] = [await stored(page.basketId), await stored(door.basketId)];

    const refusedPage = await page.v.call(action, BASKET, COLLECTION, step("inc", customID));
    // Said next to the line's controls.
    expect(refusedPage).toMatchObject({ status: 400, data: { lineRefusal: { customID, message: LINE_QUANTITY_MESSAGES.full } } });
    const refusedApi = await post<ApiErrors>(door.c, "/api/basket/QuickAddItem/margherita/1");
    expect(refusedApi.status).toBe(409);
    expect(refusedApi.body.errors).toEqual([{ path: "quantity", message: LINE_QUANTITY_MESSAGES.full }]);
    // Setting 100 is refused by the call's own schema, naming the line's field.
    const setPast = await post<ApiErrors>(door.c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 100 }] });
    expect(setPast.status).toBe(400);
    expect(setPast.body.errors[0]!.path).toBe("items.0.quantity");

    expect(await stored(page.basketId)).toEqual(pageBefore);
    expect(await stored(door.basketId)).toEqual(apiBefore);
  });
});
