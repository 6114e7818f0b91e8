// Use case: applying and removing a voucher. Page: the basket page's voucher form and a voucher's
// 'Remove' (app/routes/basket.tsx action, intents "voucher" with voucherCode and "remove-voucher"
// with code). /api: POST /api/basket/AddVoucher and RemoveVoucher. Services:
// services.vouchers.apply and remove. Both doors store the same codes, price the same reduction,
// and refuse a code in the same words.
import { describe, expect, it } from "vitest";
import { action } from "../../app/routes/basket";
import { apiServer } from "../support/http";
import { formPost } from "../support/route-calls";
import { COLLECTION, useCaseDoors } from "../support/use-cases";

const api = apiServer();
const { services, pageAtSoho, apiAtSoho, post, stored } = useCaseDoors(api);

const BASKET = "/collection/basket";
type VoucherAnswer = {
  basket: { voucherCodes: { code: string; reduction: number }[] };
  voucherExceptions: { code: string; message: string; voucherNotLinked: boolean }[];
};

describe("applying a voucher", () => {
  it("the basket page's voucher form and AddVoucher store the code and price the same reduction", async () => {
    const page = await pageAtSoho("margherita", "margherita");
    const door = await apiAtSoho("margherita", "margherita");
    const versions = [(await stored(page.basketId)).version, (await stored(door.basketId)).version];

    const applied = await page.v.call(action, BASKET, COLLECTION, formPost({ intent: "voucher", voucherCode: " save20 " }));
    expect(applied).toMatchObject({ status: 302, location: BASKET });
    const answer = await post<VoucherAnswer>(door.c, "/api/basket/AddVoucher", { voucherCode: " save20 " });
    expect(answer.status).toBe(200);
    expect(answer.body.voucherExceptions).toEqual([]);
    expect(answer.body.basket.voucherCodes).toMatchObject([{ code: "SAVE20", reduction: 438 }]);

    const [viaPage, viaApi] = [await stored(page.basketId), await stored(door.basketId)];
    expect(viaPage.state.voucherCodes).toEqual(["SAVE20"]);
    expect(viaApi.state.voucherCodes).toEqual(["SAVE20"]);
    expect([viaPage.version, viaApi.version]).toEqual(versions.map((v) => v + 1));
    const pagePriced = (await services().basketView(page.basketId, null)).view;
    const apiPriced = (await services().basketView(door.basketId, null)).view;
    expect(pagePriced.voucherLines).toEqual([{ code: "SAVE20", name: "20% off your order", reductionMinor: 438 }]);
    expect(apiPriced.voucherLines).toEqual(pagePriced.voucherLines);
    expect(apiPriced.totalMinor).toBe(pagePriced.totalMinor);
  });

  it("a code refused: both give the customer's words for it, and store nothing", async () => {
    const page = await pageAtSoho("margherita");
    const door = await apiAtSoho("margherita");
    const [pageBefore, apiBefore] = [await stored(page.basketId), await stored(door.basketId)];
    const EXPIRED = { code: "EXPIRED10", message: "This voucher expired on 31 Dec 2025.", voucherNotLinked: false };

    const refusedPage = await page.v.call(action, BASKET, COLLECTION, formPost({ intent: "voucher", voucherCode: "EXPIRED10" }));
    // Said next to the field (400), with the code as typed.
    expect(refusedPage).toMatchObject({ status: 400, data: { voucherError: EXPIRED } });
    // /api answers OK with the refusal in voucherExceptions (spec 2 §3).
    const refusedApi = await post<VoucherAnswer>(door.c, "/api/basket/AddVoucher", { voucherCode: "EXPIRED10" });
    expect(refusedApi.status).toBe(200);
    expect(refusedApi.body.voucherExceptions).toEqual([EXPIRED]);

    expect(await stored(page.basketId)).toEqual(pageBefore);
    expect(await stored(door.basketId)).toEqual(apiBefore);
  });

  it("a members' code for a guest: both say to log in, and store nothing", async () => {
    const page = await pageAtSoho("margherita");
    const door = await apiAtSoho("margherita");
    const MEMBERS = {
      code: "MEMBER15",
      message: "Promotion is not valid without account. Please Log in to use your Voucher.",
      voucherNotLinked: true,
    };
    const refusedPage = await page.v.call(action, BASKET, COLLECTION, formPost({ intent: "voucher", voucherCode: "MEMBER15" }));
    expect(refusedPage).toMatchObject({ status: 400, data: { voucherError: MEMBERS } });
    expect((await post<VoucherAnswer>(door.c, "/api/basket/AddVoucher", { voucherCode: "MEMBER15" })).body.voucherExceptions).toEqual([
      MEMBERS,
    ]);
    expect((await stored(page.basketId)).state.voucherCodes).toEqual([]);
    expect((await stored(door.basketId)).state.voucherCodes).toEqual([]);
  });
});

describe("removing a voucher", () => {
  it("the basket page's 'Remove' and RemoveVoucher take the code off, one version later", async () => {
    const page = await pageAtSoho("margherita", "margherita");
    const door = await apiAtSoho("margherita", "margherita");
    for (const basketId of [page.basketId, door.basketId]) {
      const { exceptions } = await services().vouchers.apply(basketId, "SAVE20", null);
      expect(exceptions).toEqual([]);
    }
    const versions = [(await stored(page.basketId)).version, (await stored(door.basketId)).version];

    const removed = await page.v.call(action, BASKET, COLLECTION, formPost({ intent: "remove-voucher", code: "SAVE20" }));
    expect(removed).toMatchObject({ status: 302, location: BASKET });
    const answer = await post<VoucherAnswer>(door.c, "/api/basket/RemoveVoucher", { voucherCode: "SAVE20" });
    expect(answer.status).toBe(200);
    expect(answer.body.basket.voucherCodes).toEqual([]);

    const [viaPage, viaApi] = [await stored(page.basketId), await stored(door.basketId)];
    expect(viaPage.state.voucherCodes).toEqual([]);
    expect(viaApi.state.voucherCodes).toEqual([]);
    expect([viaPage.version, viaApi.version]).toEqual(versions.map((v) => v + 1));
    expect((await services().basketView(page.basketId, null)).view.voucherLines).toEqual([]);
  });
});
