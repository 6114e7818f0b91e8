// Log in, or continue as a guest, on the way to payment (or back to where ?redirectTo= says, such
// as the basket after a voucher that needs an account). A customer with two-factor sign-in goes on
// to the code page.
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/checkout-login";
import { getApp, journeyMode } from "../context";
import { guestSchema, loginSchema } from "../../domain/accounts/account";
import { countryOf, errorsOf, formObject, isBot, returnPath, signIn } from "../forms/account.server";
import { refusedStatus } from "../forms/refusals.server";
import { paths } from "../paths";
import { FormAlert, Honeypot, TextField } from "../components/ui/fields";
import { EmailField, PersonFields } from "../components/accounts/person-fields";
import * as f from "../components/ui/form.css";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { button } from "../styles/ui.css";
import { AccountPage } from "../components/accounts/account-page";
import { intentName } from "../forms/intent";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const BOT = "Something went wrong. Please try again.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const url = new URL(request.url);
  // ?menu=true (from the menu's login banner): back to the menu of the chosen restaurant.
  const toMenu = url.searchParams.get("menu") === "true" && !url.searchParams.has("redirectTo");
  const basket = toMenu ? await app.services.baskets.peek(app.session.basketId) : null;
  const back = toMenu
    ? returnPath(new URL(`?redirectTo=${encodeURIComponent(basket?.state.checkoutCompletePath ?? "")}`, url), mode)
    : returnPath(request, mode);
  if (app.session.customerId !== null) throw redirect(back);
  return { mode, back, brandName: app.services.brand.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  const back = returnPath(request, mode, form["redirectTo"]);
  if (form["intent"] === "guest") {
    if (isBot(form)) return data({ intent: "guest", alert: BOT, errors: null, values: form }, { status: 400 });
    const parsed = guestSchema(countryOf(app)).safeParse(form);
    if (!parsed.success) return data({ intent: "guest", alert: null, errors: errorsOf(parsed), values: form }, { status: 400 });
    const { website: _bot, ...details } = parsed.data;
    return signIn(app, await app.services.accounts.guestLogin(details, app.session), back);
  }
  if (isBot(form)) return data({ intent: "login", alert: BOT, errors: null, values: form }, { status: 400 });
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "login", alert: null, errors: errorsOf(parsed), values: form }, { status: 400 });
  const result = await app.services.accounts.login(parsed.data, app.session.ip, app.session);
  if (!result.ok)
    return data(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it widens the values to the record the page reads
      { intent: "login", alert: result.message, errors: null, values: { email: form["email"] ?? "" } as Record<string, string> },
      refusedStatus(result),
    );
  switch (result.outcome) {
    case "two-factor":
      app.setCookie(app.services.cookies.session(result.sessionId));
      return redirect(paths.checkoutTwoFactor(mode, { redirectTo: back }));
    case "signed-in":
      return signIn(app, result.sessionId, back);
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Log in | ${loaderData?.brandName ?? ""}` }];
}

export default function CheckoutLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, back } = loaderData;
  const login = actionData?.intent === "login" ? actionData : null;
  const guest = actionData?.intent === "guest" ? actionData : null;
  return (
    <AccountPage
      title="Log in"
      intro="Log in to use your account's vouchers and rewards, or continue as a guest."
      summaries={[{ errors: login?.errors }, { errors: guest?.errors, idPrefix: "guest" }]}
    >
      <InAppBack to={backTarget({ page: "sign-in", mode: loaderData.mode })} />
      <section className={f.panel} aria-labelledby="login-title">
        <h2 id="login-title">I have an account</h2>
        <FormAlert message={login?.alert} />
        <Form method="post" className={f.form} noValidate>
          <input type="hidden" name="redirectTo" value={back} />
          <Honeypot />
          <EmailField autoComplete="username" errors={login?.errors} defaultValue={login?.values["email"]} />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" errors={login?.errors} required />
          <div className={f.actions}>
            <button type="submit" name={intentName("login")} className={button.primary}>
              Log in
            </button>{" "}
            <Link to={paths.checkoutForgottenPassword(mode, { redirectTo: back })}>Forgotten your password?</Link>
          </div>
        </Form>
        <p>
          New here? <Link to={paths.checkoutJoin(mode, { redirectTo: back })}>Create an account</Link>
        </p>
      </section>
      <section className={f.panel} aria-labelledby="guest-title">
        <h2 id="guest-title">Continue as a guest</h2>
        <FormAlert message={guest?.alert} />
        <Form method="post" className={f.form} noValidate>
          <input type="hidden" name="redirectTo" value={back} />
          <Honeypot idPrefix="guest" />
          <PersonFields
            values={guest?.values}
            errors={guest?.errors}
            idPrefix="guest"
            emailHint="We send your receipt here."
            mobileHint="The restaurant calls this number if there is a problem with your order."
          />
          <div className={f.actions}>
            <button type="submit" name={intentName("guest")} className={button.secondary}>
              Continue as guest
            </button>
          </div>
        </Form>
      </section>
    </AccountPage>
  );
}
