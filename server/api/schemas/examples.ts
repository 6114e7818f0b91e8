// Examples for the OpenAPI document, made by the real presenters where they can be (an empty
// basket), so they cannot drift from the schemas they illustrate (a test validates each).
import type { z } from "zod";
import { emptyBasketState } from "../../../domain/basket/basket";
import { basketView, NO_CUSTOMER_DETAILS, presentBasket } from "../../basket";
import type { BasketPayload } from "./basket";
import type { CustomerSchema } from "./customer";

const emptyBasket = { id: "6f1c2a9e-3b7d-4c8e-9a51-0d2e4f6a8b1c", version: 4, key: "k-7d41", state: emptyBasketState() };

/** A basket with nothing in it yet, as every basket answer shows it. */
export const EMPTY_BASKET_EXAMPLE: BasketPayload = presentBasket({
  basket: emptyBasket,
  view: basketView(emptyBasket.state, null, new Set()),
  menu: null,
  outOfStock: new Set(),
  currency: "GBP",
  customer: NO_CUSTOMER_DETAILS,
  order: null,
  voucherExceptions: [],
});

/** A bronze club member, signed in. */
export const CUSTOMER_EXAMPLE: z.infer<typeof CustomerSchema> = {
  id: 1,
  email: "ada@example.com",
  title: null,
  firstName: "Ada",
  lastName: "Lovelace",
  mobileNumber: "+447700900123",
  dateOfBirth: null,
  appApproved: false,
  employeeDiscountCode: null,
  isBirthDayRewardLocked: true,
  customerSessionToken: { id: "1" },
  currentTier: { name: "bronze" },
  loyalty: { customer: { currentTier: { name: "bronze" } } },
  loyaltySchemeVersion: 1,
  emailOptIn: false,
};
