import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collection", "routes/journey-start.tsx", { id: "collection-start" }),
  route("delivery", "routes/journey-start.tsx", { id: "delivery-start" }),
  route("cookies", "routes/cookies.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
