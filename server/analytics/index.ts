// First-party analytics (decision 017): the one use case that records an event, and the collector
// the pages' beacons post to.
export { analyticsService } from "./analytics";
export { analyticsRoutes } from "./analytics-routes";
