// The basket: its store (one versioned change at a time), the line changes every page and /api call
// makes, its priced view (what the basket page shows and payment charges), vouchers, suggestions and
// the employee discount; and the basket's /api calls. Other features import the basket from here.
export { basketService, basketUseCases, type BasketService } from "./baskets";
export { basketLineService } from "./basket-lines";
export { configurationService } from "./configurations";
export { basketView, basketViewLoader, type BasketView } from "./basket-view";
export { voucherService, type VoucherService } from "./vouchers";
export { employeeDiscountService } from "./employee-discount";
export { upsellService, CHECKOUT_UPSELL_LIMIT } from "./upsells";
export { presentBasket, NO_CUSTOMER_DETAILS } from "./basket-payload";
export { basketRoutes, voucherRoutes } from "./basket-routes";
export { basketAnswer, changedBasket } from "./basket-answer";
