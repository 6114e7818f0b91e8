// A signed-in customer without a mobile number adds one before paying: the number, then the
// 6-digit code sent to it by SMS.
import { data, redirect, Form } from "react-router";
import type { Route } from "./+types/checkout-verify-mobile";
import { getApp, journeyMode } from "../context";
import { mobileField, otpField } from "../../domain/accounts/account";
import { countryOf, formObject, returnPath } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { CodeField, FormAlert, SubmitRow } from "../components/ui/fields";
import { MobileNumberField } from "../components/accounts/person-fields";
import { paths } from "../paths";
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
  if (app.session.customerId === null) throw redirect(paths.checkoutLogin(mode, { redirectTo: back }));
  const pending = await app.services.accounts.pendingMobile(app.session.sessionId);
  return { mode, back, pending, brandName: app.services.brand.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  const back = returnPath(request, mode, form["redirectTo"]);
  const { customerId, sessionId } = app.session;
  if (customerId === null || !sessionId) return redirect(paths.checkoutLogin(mode, { redirectTo: back }));
  if (form["intent"] === "send") {
    const mobile = mobileField(countryOf(app)).safeParse(form["mobileNumber"] ?? "");
    if (!mobile.success)
      return data(
        { alert: null, errors: { mobileNumber: mobile.error.issues[0]!.message }, mobileNumber: form["mobileNumber"] ?? "" },
        { status: 400 },
      );
    const sent = await app.services.accounts.requestMobileCode(customerId, sessionId, mobile.data);
    if (!sent.ok) return data({ alert: sent.message, errors: null, mobileNumber: form["mobileNumber"] ?? "" }, refusedStatus(sent));
    return redirect(paths.checkoutVerifyMobile(mode, { redirectTo: back }));
  }
  const code = otpField.safeParse(form["code"] ?? "");
  if (!code.success) return data({ alert: null, errors: { code: "Enter the 6-digit code" }, mobileNumber: "" }, { status: 400 });
  const result = await app.services.accounts.verifyMobile(customerId, sessionId, code.data, app.session.ip);
  if (!result.ok) return data({ alert: null, errors: { code: result.message }, mobileNumber: "" }, refusedStatus(result));
  return redirect(back);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Verify your mobile number | ${loaderData?.brandName ?? ""}` }];
}

export default function VerifyMobile({ loaderData, actionData }: Route.ComponentProps) {
  const { back, pending } = loaderData;
  return (
    <AccountStepPage
      title="Verify your mobile number"
      back={backTarget({ page: "sign-in", mode: loaderData.mode })}
      errors={actionData?.errors}
      guardBasket
    >
      <p>The restaurant needs a mobile number to reach you about your order. We will text you a code to check it.</p>
      <FormAlert message={actionData?.alert} />
      <Form method="post" className={f.form} noValidate>
        <input type="hidden" name="redirectTo" value={back} />
        <MobileNumberField errors={actionData?.errors} defaultValue={actionData?.mobileNumber || pending || ""} />
        <div className={f.actions}>
          <button type="submit" name={intentName("send")} className={pending ? button.secondary : button.primary}>
            {pending ? "Send a new code" : "Send code"}
          </button>
        </div>
      </Form>
      {pending ? (
        <Form method="post" className={f.form} noValidate>
          <input type="hidden" name="redirectTo" value={back} />
          <CodeField errors={actionData?.errors} hint={`Sent to ${pending}`} />
          <SubmitRow name={intentName("verify")}>Verify</SubmitRow>
        </Form>
      ) : null}
    </AccountStepPage>
  );
}
