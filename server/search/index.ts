// Finding a restaurant and choosing it: search by postcode or location, collection times, the
// delivery quote, choosing or changing the restaurant and the delivery postcode; and their /api calls.
export { searchService, type SearchService } from "./search";
export { journeyService, type JourneyService } from "./journey";
export { journeyRoutes } from "./journey-routes";
export { restaurantRoutes } from "./restaurant-routes";
export { restaurantOr404 } from "./restaurant-lookup";
