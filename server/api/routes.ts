// The /api endpoints, each feature's in one list, so tests can walk every one of them.
import type { ApiRoute } from "./define";
import { applicationRoutes } from "../in-app";
import { restaurantRoutes, journeyRoutes } from "../search";
import { menuRoutes, upsellRoutes } from "../menu";
import { basketRoutes, voucherRoutes } from "../basket";
import { loyaltyRoutes } from "../loyalty";
import { customerRoutes, emailRoutes } from "../accounts";
import { orderRoutes, savedCardRoutes } from "../checkout";
import { analyticsRoutes } from "../analytics";

export const apiRoutes: ApiRoute[] = [
  ...applicationRoutes,
  ...restaurantRoutes,
  ...journeyRoutes,
  ...menuRoutes,
  ...basketRoutes,
  ...voucherRoutes,
  ...loyaltyRoutes,
  ...upsellRoutes,
  ...customerRoutes,
  ...emailRoutes,
  ...orderRoutes,
  ...savedCardRoutes,
  ...analyticsRoutes,
];
