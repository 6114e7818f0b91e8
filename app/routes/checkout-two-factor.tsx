// The second step of a two-factor sign-in: the 6-digit code sent to the account's second factor
// (its mobile by SMS, or its e-mail when it has no mobile). A new code goes to that same channel,
// never another; each code is single use, lasts 10 minutes, allows 5 tries and completes only
// this sign-in.
import { data, redirect, Form } from "react-router";
import type { Route } from "./+types/checkout-two-factor";
import { getApp, journeyMode } from "../context";
import { otpField } from "../../domain/accounts/account";
import { formObject, returnPath, signIn } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { paths } from "../paths";
import { CodeField, FormAlert, SubmitRow } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import { backTarget } from "../lib/in-app/back-target";
import { AccountStepPage } from "../components/accounts/account-page";
import { button } from "../styles/ui.css";
import { intentName } from "../forms/intent";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const back = returnPath(request, mode);
  if (app.session.customerId !== null) throw redirect(back);
  const pending = await app.services.accounts.pendingTwoFactor(app.session.sessionId);
  if (!pending) throw redirect(paths.checkoutLogin(mode, { redirectTo: back }));
  return { mode, back, sentTo: pending.sentTo, channel: pending.channel, brandName: app.services.brand.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  const back = returnPath(request, mode, form["redirectTo"]);
  if (form["intent"] === "resend") {
    const pending = await app.services.accounts.pendingTwoFactor(app.session.sessionId);
    if (!pending) return redirect(paths.checkoutLogin(mode, { redirectTo: back }));
    const sent = await app.services.accounts.request2FA(app.session.sessionId, pending.channel);
    if (!sent.ok) return data({ alert: sent.message, notice: null, errors: null }, refusedStatus(sent));
    return { alert: null, notice: `We have sent a new code to ${sent.sentTo}.`, errors: null };
  }
  const code = otpField.safeParse(form["code"] ?? "");
  if (!code.success) return data({ alert: null, notice: null, errors: { code: "Enter the 6-digit code" } }, { status: 400 });
  const result = await app.services.accounts.validate2FA(app.session.sessionId, code.data, app.session.ip);
  // No sign-in pending (it timed out): log in again.
  if (!result.ok && result.reason === "conflict") return redirect(paths.checkoutLogin(mode, { redirectTo: back }));
  if (!result.ok) return data({ alert: null, notice: null, errors: { code: result.message } }, refusedStatus(result));
  return signIn(app, result.sessionId, back);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Enter your code | ${loaderData?.brandName ?? ""}` }];
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { back, sentTo, channel } = loaderData;
  return (
    <AccountStepPage title="Enter your code" back={backTarget({ page: "sign-in", mode: loaderData.mode })} errors={actionData?.errors}>
      <p>{`We have sent a 6-digit code to ${sentTo}. It expires in 10 minutes.`}</p>
      <FormAlert message={actionData?.alert} />
      {actionData?.notice ? (
        <p className={f.success} role="status">
          {actionData.notice}
        </p>
      ) : null}
      <Form method="post" className={f.form} noValidate>
        <input type="hidden" name="redirectTo" value={back} />
        <CodeField errors={actionData?.errors} />
        <SubmitRow name={intentName("verify")}>Verify and log in</SubmitRow>
      </Form>
      <Form method="post" className={f.actions}>
        <input type="hidden" name="redirectTo" value={back} />
        <span>Did not get it?</span>
        <button type="submit" name={intentName("resend")} className={button.quiet}>
          {channel === "sms" ? "Send a new code by SMS" : "Send a new code by email"}
        </button>
      </Form>
    </AccountStepPage>
  );
}
