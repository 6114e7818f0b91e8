// Customers and their sessions: sign-up with e-mail verification, sign-in with two-factor codes,
// guest details at checkout, forgotten and changed passwords, mobile numbers; and the customer /api calls.
export { customerService, type CustomerService, type CheckoutIdentity } from "./customers";
export { accountService } from "./accounts";
export { customerRoutes } from "./customer-routes";
export { emailRoutes } from "./email-routes";
export { customerPayload } from "./customer-payload";
export { sessionChanges } from "./session-changes";
