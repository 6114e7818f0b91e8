// Change password (/changePassword), for a signed-in customer: the current password, then a new
// one under the same rule as joining (domain/accounts/password-rule.ts). The current password is
// limited like a sign-in; success keeps this session, signs out every other one and e-mails the
// customer. Post/Redirect/Get: the page then says it is done (?changed=1).
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/change-password";
import { getApp } from "../context";
import { changePasswordSchema } from "../../domain/accounts/account";
import { PASSWORD_HINT } from "../../domain/accounts/password-rule";
import { errorsOf, formObject } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { paths } from "../paths";
import { SubmitRow, TextField } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import { AccountPage } from "../components/accounts/account-page";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

const signInFirst = () => paths.checkoutLogin("collection", { redirectTo: paths.changePassword() });

/** A personal page: never kept by a shared cache or the browser's history cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  if (app.session.customerId === null) throw redirect(signInFirst());
  const changed = new URL(request.url).searchParams.get("changed") === "1";
  return { changed, brandName: app.services.brand.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const { customerId, sessionId } = app.session;
  if (customerId === null || !sessionId) return redirect(signInFirst());
  const form = formObject(await request.formData());
  const parsed = changePasswordSchema.safeParse(form);
  if (!parsed.success) return data({ errors: errorsOf(parsed) }, { status: 400 });
  const result = await app.services.accounts.changePassword({ customerId, sessionId }, parsed.data, app.session.ip);
  if (result.ok) return redirect(paths.changePassword({ changed: 1 }));
  if (result.reason === "unauthenticated") return redirect(signInFirst());
  return data({ errors: { [result.field]: result.message } }, refusedStatus(result));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Change your password | ${loaderData?.brandName ?? ""}` }];
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? null;
  return (
    <AccountPage title="Change your password" summaries={[{ errors }]}>
      {loaderData.changed && !actionData ? (
        <p className={f.success} role="status">
          Your new password is saved. We have logged you out on your other devices and sent you an email.
        </p>
      ) : null}
      <Form method="post" className={f.form} noValidate>
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          errors={errors}
          required
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          errors={errors}
          required
        />
        <SubmitRow>Change password</SubmitRow>
      </Form>
      <p>
        <Link to={paths.orders()}>Back to your orders</Link>
      </p>
    </AccountPage>
  );
}
