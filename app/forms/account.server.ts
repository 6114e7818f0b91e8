// Shared by the account and checkout pages: the journey in the path, the remembered return path,
// form fields as an object, and signing a session in (cookie + the basket's vouchers checked again).
import { redirect } from "react-router";
import { z } from "zod";
import type { AppLoadContext } from "../context";
import { safeRedirect } from "../../domain/redirect";
import { paths } from "../paths";
import { fieldErrors } from "../../domain/accounts/account";
import { HONEYPOT_FIELD } from "../../domain/honeypot";
import { formIntent } from "./intent";

export const modeParams = z.object({ mode: z.enum(["collection", "delivery"]) });
export type Mode = z.infer<typeof modeParams>["mode"];

/** The return path from ?redirectTo=, kept only when it stays on this journey; else payment. */
export function returnPath(request: Request | URL, mode: Mode, fromForm?: FormDataEntryValue | null): string {
  const url = request instanceof URL ? request : new URL(request.url);
  const raw = typeof fromForm === "string" ? fromForm : url.searchParams.get("redirectTo");
  const fallback = paths.payment(mode);
  const path = safeRedirect(raw, fallback);
  return path.startsWith(`${paths.search(mode)}/`) || path === paths.orders() || path === paths.changePassword() ? path : fallback;
}

export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !(k in out)) out[k] = v;
  // A submit button names its intent ("intent:login"): app/forms/intent.ts.
  const intent = formIntent(form);
  if (intent !== null) out["intent"] = intent;
  return out;
}

export const isBot = (form: Record<string, string>) => Boolean(form[HONEYPOT_FIELD]);

export function errorsOf<T>(parsed: z.ZodSafeParseResult<T>): Record<string, string> | null {
  return parsed.success ? null : fieldErrors(parsed.error);
}

/**
 * A signed-in session: its cookie, and the basket's vouchers checked for the new state; then on to
 * `back`, where the customer was going.
 */
export async function signIn(app: AppLoadContext, sessionId: string, back: string) {
  app.setCookie(app.services.cookies.session(sessionId));
  await app.services.sessionChanged(app.session.basketId, sessionId);
  return redirect(back);
}

export const countryOf = (app: AppLoadContext) => (app.services.brand.code === "ie" ? "IE" : "GB");
