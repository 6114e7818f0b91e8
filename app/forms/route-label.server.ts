// A page is counted in /metrics under the route pattern React Router matched for it (middleware's
// `pattern`), handed to the server's counter (server/operations/route-label.ts). Matching the
// address a second time there, for every request, cost a menu page a tenth of its CPU.
import type { MiddlewareFunction } from "react-router";
import { getApp } from "../context";

export const countedByRoute: MiddlewareFunction<Response> = ({ context, pattern }, next) => {
  getApp(context).countAs(pattern);
  return next();
};
