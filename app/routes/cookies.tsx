import { data, redirect } from "react-router";
import type { Route } from "./+types/cookies";
import { getApp } from "../context";
import { safeRedirect } from "../domain/redirect";

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getApp(context);
  const form = await request.formData();
  const headers = { "Set-Cookie": services.cookies.accepted() };
  // The enhanced banner (a fetcher) stays on the page; a plain form post goes back where it came from.
  if (form.get("stay") === "1") return data({ accepted: true }, { headers });
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}
