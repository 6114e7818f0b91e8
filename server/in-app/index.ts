// The app's first calls: the brand, its currency and features; the customer's state.
export { applicationRoutes } from "./application-routes";
export { publicConfig } from "./public-config";
