// Checkout and orders: the collection time or delivery address, paying once per basket (attempts,
// reconciling, refunds), placing and reading orders, the live order status, reorder; and their /api calls.
export { checkoutService } from "./checkout";
export { orderService, type PayOutcome } from "./orders";
export { payAlert, payInputOf, payRequest, settlingOf } from "./pay-request";
export { orderEvents, orderStatusFeed, type OrderEvents } from "./order-events";
export { advisoryLockClaim } from "./payment-reconciler";
export { attemptOwners, type AttemptOwners } from "./attempt-owners";
export { orderRoutes } from "./order-routes";
export { savedCardService } from "./saved-cards";
export { savedCardRoutes } from "./saved-card-routes";
export { framedPaymentReturn, paymentReturn } from "./payment-return";
