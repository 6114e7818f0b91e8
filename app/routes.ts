import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collection", "routes/search.tsx", { id: "collection-start" }),
  route("delivery", "routes/search.tsx", { id: "delivery-start" }),
  route(":mode/basket", "routes/basket.tsx"),
  route(":mode/menu/:restaurantId", "routes/menu.tsx"),
  route(":mode/menu/:restaurantId/customise/:itemId", "routes/customise.tsx"),
  route(":mode/menu/:restaurantId/bundle/:bundleName", "routes/bundle.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("info/:page", "routes/info.tsx", { id: "info" }),
  route("info/:section/:page", "routes/info.tsx", { id: "info-nested" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
