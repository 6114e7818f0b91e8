// Log out (a POST from the header): ends the session and empties the basket, then the home page.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getApp } from "../context";

export async function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const app = getApp(context);
  await app.services.accounts.logout(app.session.sessionId);
  await app.services.baskets.clear(app.session.basketId);
  app.setCookie(app.services.cookies.clearSession());
  return redirect("/");
}
