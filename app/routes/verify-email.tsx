// Verify an e-mail address from the link sent at sign-up (/verifyemail/{token}, spec 1's
// verifyemail, in the login style): opening it shows 'Verify my email address', and pressing that
// (a POST, so a mail scanner opening the link verifies nobody) verifies it and says so; the link
// works once, for 24 hours, and opened again after it verified says the address is verified. An
// expired link offers a signed-in customer a new one. Plain forms, Post/Redirect/Get. Decision 025.
import { data, redirect, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/verify-email";
import { getApp } from "../context";
import { refusedStatus } from "../forms/refusals.server";
import { intentFields, intentName } from "../forms/intent";
import { paths } from "../paths";
import { FormAlert, SubmitRow } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import { AccountPage } from "../components/accounts/account-page";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const state = await app.services.accounts.verifyLinkState(params.token ?? "");
  const signedIn = app.session.customerId !== null;
  const sent = signedIn && new URL(request.url).searchParams.get("sent") === "1";
  return data({ state, signedIn, sent, brandName: app.services.brand.name }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

const verifyIntent = z.object({ intent: z.enum(["verify", "resend"]) });

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const token = params.token ?? "";
  const posted = verifyIntent.safeParse(intentFields(await request.formData()));
  if (!posted.success) return data({ alert: "Choose one of the buttons." }, { status: 400 });
  // Verified, already verified or expired: the page the link opens says which.
  if (posted.data.intent === "verify") {
    await app.services.accounts.verifyEmail(token);
    return redirect(paths.verifyEmail(token));
  }
  if (app.session.customerId === null) return data({ alert: "Log in to ask for a new link." }, { status: 401 });
  const result = await app.services.accounts.resendVerification(app.session.customerId);
  if (!result.ok) return data({ alert: result.message }, refusedStatus(result));
  return redirect(`${paths.verifyEmail(token)}?sent=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "already-verified" ? "Email address verified" : "Verify your email address";
  return [{ title: `${title} | ${loaderData?.brandName ?? ""}` }];
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { state, signedIn, sent } = loaderData;
  if (state === "already-verified")
    return (
      <AccountPage title="Email address verified">
        <p className={f.success} role="status">
          Thank you: your email address is verified.
        </p>
        <p>
          <Link to={paths.home()}>Start an order</Link>
        </p>
      </AccountPage>
    );
  if (state === "open")
    return (
      <AccountPage title="Verify your email address">
        <FormAlert message={actionData?.alert} />
        <Form method="post" className={f.form} noValidate>
          <p>Press the button to verify your email address.</p>
          <SubmitRow name={intentName("verify")}>Verify my email address</SubmitRow>
        </Form>
      </AccountPage>
    );
  return (
    <AccountPage title="Verify your email address">
      {sent ? (
        <p className={f.success} role="status">
          We have sent you a new link. Open it within 24 hours.
        </p>
      ) : (
        <p className={f.alert} role="alert">
          This link has expired or was already used.
        </p>
      )}
      <FormAlert message={actionData?.alert} />
      {signedIn ? (
        <Form method="post" className={f.form} noValidate>
          <SubmitRow name={intentName("resend")}>Send a new link</SubmitRow>
        </Form>
      ) : (
        <p>
          <Link to={paths.checkoutLogin("collection")}>Log in</Link> and open this link again to get a new one.
        </p>
      )}
    </AccountPage>
  );
}
