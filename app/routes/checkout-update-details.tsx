// Update details: a customer's name and e-mail preference, or a guest's contact details; then back
// to the checkout details.
import { data, redirect, Form } from "react-router";
import type { Route } from "./+types/checkout-update-details";
import { getApp, journeyMode } from "../context";
import { guestSchema, updateCustomerSchema } from "../../domain/accounts/account";
import { countryOf, errorsOf, formObject } from "../forms/account.server";
import { EmailOptInField, SubmitRow } from "../components/ui/fields";
import { PersonFields } from "../components/accounts/person-fields";
import { paths } from "../paths";
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

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const identity = await app.services.customers.checkoutIdentity(app.session);
  if (identity.kind === "none") throw redirect(paths.checkoutLogin(mode, { redirectTo: paths.checkoutDetails(mode) }));
  const customer = identity.kind === "customer" ? await app.services.customers.getById(identity.customerId) : null;
  return {
    mode,
    kind: identity.kind,
    values: {
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      mobileNumber: identity.mobileNumber ?? "",
      emailOptIn: customer?.emailOptIn ?? false,
    },
    brandName: app.services.brand.name,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  const identity = await app.services.customers.checkoutIdentity(app.session);
  if (identity.kind === "customer") {
    const parsed = updateCustomerSchema().safeParse(form);
    if (!parsed.success) return data({ errors: errorsOf(parsed), values: form }, { status: 400 });
    await app.services.accounts.updateCustomer(identity.customerId, parsed.data);
  } else if (identity.kind === "guest") {
    const parsed = guestSchema(countryOf(app)).safeParse(form);
    if (!parsed.success) return data({ errors: errorsOf(parsed), values: form }, { status: 400 });
    const { website: _bot, ...details } = parsed.data;
    app.setCookie(app.services.cookies.session(await app.services.accounts.guestLogin(details, app.session)));
  } else {
    return redirect(paths.checkoutLogin(mode, { redirectTo: paths.checkoutDetails(mode) }));
  }
  return redirect(paths.checkoutDetails(mode));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Update your details | ${loaderData?.brandName ?? ""}` }];
}

export default function UpdateDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, kind } = loaderData;
  const errors = actionData?.errors ?? null;
  const v: Record<string, string | boolean> = { ...loaderData.values, ...(actionData?.values ?? {}) };
  const text = (k: string) => (typeof v[k] === "string" ? v[k] : "");
  return (
    <AccountStepPage
      title="Update your details"
      back={backTarget({ page: "update-details", mode })}
      backOutsideApp
      errors={errors}
      guardBasket
    >
      <Form method="post" className={f.form} noValidate>
        <PersonFields
          values={{ firstName: text("firstName"), lastName: text("lastName"), email: text("email"), mobileNumber: text("mobileNumber") }}
          errors={errors}
          contact={kind === "guest"}
        />
        {kind === "guest" ? null : <EmailOptInField checked={v["emailOptIn"] === true || v["emailOptIn"] === "on"} />}
        <SubmitRow>Save details</SubmitRow>
      </Form>
    </AccountStepPage>
  );
}
