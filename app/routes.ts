import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collection", "routes/search.tsx", { id: "collection-start" }),
  route("delivery", "routes/search.tsx", { id: "delivery-start" }),
  route(":mode", "routes/journey.tsx", [
    route("basket", "routes/basket.tsx"),
    route("loyalty", "routes/loyalty.tsx"),
    // Layouts without a path of their own: the pages keep their addresses, ids and form targets.
    layout("routes/menu-layout.tsx", [
      route("menu/:restaurantId", "routes/menu.tsx"),
      route("menu/:restaurantId/customise/:itemId", "routes/customise.tsx"),
      route("menu/:restaurantId/bundle/:bundleName", "routes/bundle.tsx"),
    ]),
    route("checkout/login", "routes/checkout-login.tsx"),
    route("checkout/twoFactor", "routes/checkout-two-factor.tsx"),
    route("checkout/join/true", "routes/checkout-join.tsx"),
    route("checkout/forgottenPassword", "routes/checkout-forgotten.tsx"),
    route("checkout/verifyMobile", "routes/checkout-verify-mobile.tsx"),
    route("checkout/updateDetails", "routes/checkout-update-details.tsx"),
    layout("routes/checkout-layout.tsx", [
      route("checkout/details", "routes/checkout-details.tsx"),
      route("payment", "routes/payment.tsx"),
    ]),
    route("order/confirmation", "routes/confirmation.tsx"),
  ]),
  route("resetPassword/:state/:token", "routes/reset-password.tsx"),
  route("passwordResetConfirmation", "routes/password-reset-confirmation.tsx"),
  route("logout", "routes/logout.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("orders", "routes/order-history.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("dev/events", "routes/dev-events.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("cookies/settings", "routes/cookie-settings.tsx"),
  route("developers/api", "routes/api-reference.tsx"),
  route("app/close", "routes/app-close.tsx"),
  route("dev/app", "routes/dev-app.tsx"),
  route("test/comparerewards", "routes/compare-rewards.tsx"),
  route("info/:page", "routes/info.tsx", { id: "info" }),
  route("info/:section/:page", "routes/info.tsx", { id: "info-nested" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
