// Forgotten password: the same answer whether or not the address has an account; the link goes to
// the notifications outbox (e-mail).
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/checkout-forgotten";
import { getApp, journeyMode } from "../context";
import { forgottenPasswordSchema } from "../../domain/accounts/account";
import { errorsOf, formObject, isBot, returnPath } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { FormAlert, Honeypot, SubmitRow } from "../components/ui/fields";
import { EmailField } from "../components/accounts/person-fields";
import { paths } from "../paths";
import * as f from "../components/ui/form.css";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { AccountPage } from "../components/accounts/account-page";
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
  return { mode, back: returnPath(request, mode), brandName: app.services.brand.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  if (isBot(form)) return data({ sent: false, alert: "Something went wrong. Please try again.", errors: null, email: "" }, { status: 400 });
  const parsed = forgottenPasswordSchema.safeParse(form);
  if (!parsed.success) return data({ sent: false, alert: null, errors: errorsOf(parsed), email: form["email"] ?? "" }, { status: 400 });
  const result = await app.services.accounts.forgottenPassword(parsed.data.email, app.session.ip, mode);
  if (!result.ok) return data({ sent: false, alert: result.message, errors: null, email: parsed.data.email }, refusedStatus(result));
  return { sent: true, alert: null, errors: null, email: parsed.data.email };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Forgotten password | ${loaderData?.brandName ?? ""}` }];
}

export default function Forgotten({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, back } = loaderData;
  return (
    <AccountPage title="Forgotten your password?" summaries={[{ errors: actionData?.errors }]}>
      <InAppBack to={backTarget({ page: "sign-in", mode: loaderData.mode })} />
      {actionData?.sent ? (
        <p className={f.success} role="status">
          {`If an account exists for ${actionData.email}, we have sent it a link to reset the password. The link works for 60 minutes.`}
        </p>
      ) : (
        <>
          <p>Enter your email address and we will send you a link to choose a new password.</p>
          <FormAlert message={actionData?.alert} />
          <Form method="post" className={f.form} noValidate>
            <Honeypot />
            <EmailField errors={actionData?.errors} defaultValue={actionData?.email} />
            <SubmitRow>Send reset link</SubmitRow>
          </Form>
        </>
      )}
      <p>
        <Link to={paths.checkoutLogin(mode, { redirectTo: back })}>Back to log in</Link>
      </p>
    </AccountPage>
  );
}
