// Reset password from the e-mailed link (/resetPassword/{journey}/{token}): the link works once,
// for 60 minutes. Success signs every session of the account out and shows the confirmation.
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/reset-password";
import { getApp } from "../context";
import type { OrderMode } from "../../domain/basket/basket";
import { paths } from "../paths";
import { resetPasswordSchema } from "../../domain/accounts/account";
import { PASSWORD_HINT } from "../../domain/accounts/password-rule";
import { errorsOf, formObject } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { SubmitRow, TextField } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import { AccountPage } from "../components/accounts/account-page";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const journeyOf = (state: string | undefined): OrderMode => (state === "delivery" ? "delivery" : "collection");

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const valid = (await app.services.accounts.validateResetToken(params.token ?? "")) !== null;
  return { valid, journey: journeyOf(params.state), brandName: app.services.brand.name };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const form = formObject(await request.formData());
  const parsed = resetPasswordSchema.safeParse(form);
  if (!parsed.success) return data({ errors: errorsOf(parsed) }, { status: 400 });
  const result = await app.services.accounts.resetPassword(params.token ?? "", parsed.data.password);
  // A refused password is named on its field; a used or expired link on the password field too (the form's only one).
  if (!result.ok) return data({ errors: { password: result.message } }, refusedStatus(result));
  app.setCookie(app.services.cookies.clearSession());
  return redirect(paths.passwordResetConfirmation({ journey: journeyOf(params.state) }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Choose a new password | ${loaderData?.brandName ?? ""}` }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { valid, journey } = loaderData;
  return (
    <AccountPage title="Choose a new password" summaries={[{ errors: actionData?.errors }]}>
      {valid ? (
        <Form method="post" className={f.form} noValidate>
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            errors={actionData?.errors}
            required
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            errors={actionData?.errors}
            required
          />
          <SubmitRow>Save new password</SubmitRow>
        </Form>
      ) : (
        <>
          <p className={f.alert} role="alert">
            This reset link has expired or was already used.
          </p>
          <p>
            <Link to={paths.checkoutForgottenPassword(journey)}>Ask for a new link</Link>
          </p>
        </>
      )}
    </AccountPage>
  );
}
