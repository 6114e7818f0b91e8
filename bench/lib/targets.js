// The site's routes under test. `kind: "page"` rows also get their first-load JS measured.
// `headers` are sent with every request of that target (pages go without cookies: a first visit).
export const BASKET_COOKIE = "BASKET_ID=3f6b2a1e-8c4d-4e7f-9a0b-5c6d7e8f9a01; cookie_accepted=true";
export const ROUTES = [
  { kind: "page", path: "/" },
  { kind: "page", path: "/collection" },
  { kind: "page", path: "/delivery?q=M1%201AA" },
  // The menu needs a basket that has chosen the restaurant: SETUP below does that for BASKET_COOKIE.
  { kind: "page", path: "/collection/menu/1001", headers: { cookie: BASKET_COOKIE } },
  { kind: "page", path: "/collection/basket", headers: { cookie: BASKET_COOKIE } },
  { kind: "page", path: "/collection/checkout/login" },
  { kind: "api", path: "/api/applicationConfig/oop" },
  { kind: "api", path: "/api/application/getCustomerState", headers: { cookie: BASKET_COOKIE } },
  { kind: "api", path: "/api/menu/1001" },
  { kind: "api", path: "/api/restaurant/GetById/1001" },
  { kind: "api", path: "/api/restaurant/LookupName/W1D%203QU/false" },
];
// Requests made once before the targets run (POSTs, with BASKET_COOKIE).
export const SETUP = [
  { method: "POST", path: "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU" },
  { method: "POST", path: "/api/basket/QuickAddItem/margherita/1" },
];
