// Create an account on the way to checkout (/checkout/join/true); signed in at once.
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/checkout-join";
import { getApp, journeyMode } from "../context";
import { registerSchema } from "../../domain/accounts/account";
import { PASSWORD_HINT } from "../../domain/accounts/password-rule";
import { countryOf, errorsOf, formObject, isBot, returnPath, signIn } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { paths } from "../paths";
import { EmailOptInField, FormAlert, Honeypot, SubmitRow, TextField } from "../components/ui/fields";
import { PersonFields } from "../components/accounts/person-fields";
import * as f from "../components/ui/form.css";
import { backTarget } from "../lib/in-app/back-target";
import { AccountStepPage } from "../components/accounts/account-page";
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
  return { mode, back, brandName: app.services.brand.name, country: countryOf(app) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  const back = returnPath(request, mode, form["redirectTo"]);
  const values = { ...form, password: "" };
  if (isBot(form)) return data({ alert: "Something went wrong. Please try again.", errors: null, values }, { status: 400 });
  const parsed = registerSchema(countryOf(app)).safeParse(form);
  if (!parsed.success) return data({ alert: null, errors: errorsOf(parsed), values }, { status: 400 });
  const result = await app.services.accounts.register(parsed.data, app.session);
  if (!result.ok) return data({ alert: null, errors: { [result.field]: result.message }, values }, refusedStatus(result));
  return signIn(app, result.sessionId, back);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Create an account | ${loaderData?.brandName ?? ""}` }];
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, back, country } = loaderData;
  const errors = actionData?.errors;
  const v: Record<string, string> = actionData?.values ?? {};
  return (
    <AccountStepPage title="Create an account" back={backTarget({ page: "sign-in", mode: loaderData.mode })} errors={errors}>
      <p>
        Already have one? <Link to={paths.checkoutLogin(mode, { redirectTo: back })}>Log in</Link>
      </p>
      <FormAlert message={actionData?.alert} />
      <Form method="post" className={f.form} noValidate>
        <input type="hidden" name="redirectTo" value={back} />
        <Honeypot />
        <PersonFields values={v} errors={errors} mobileHint={country === "IE" ? "For example 085 123 4567" : "For example 07700 900123"} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          errors={errors}
          required
        />
        <EmailOptInField checked={v["emailOptIn"] === "on"} />
        <SubmitRow>Create account</SubmitRow>
      </Form>
    </AccountStepPage>
  );
}
