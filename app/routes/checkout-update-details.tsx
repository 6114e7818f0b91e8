// Update details: a customer's name and e-mail preference, or a guest's contact details; then back
// to the checkout details.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/checkout-update-details";
import { getApp } from "../context";
import { guestSchema, updateCustomerSchema } from "../domain/account";
import { countryOf, errorsOf, formObject, modeOf } from "../forms/account.server";
import { withReturn } from "../domain/redirect";
import { EmailOptInField, TextField } from "../components/fields";
import { ErrorSummary, hasErrors } from "../components/error-summary";
import * as f from "../components/form.css";
import { InAppBack } from "../components/in-app-back";
import { backTarget } from "../lib/back-target";
import { button, container } from "../styles/ui.css";
import { PageHeading } from "../components/page-heading";
import { BasketLeaveGuard } from "../lib/leave-guard";

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = modeOf(params);
  const identity = await app.services.customers.checkoutIdentity(app.session);
  if (identity.kind === "none") throw redirect(withReturn(`/${mode}/checkout/login`, `/${mode}/checkout/details`));
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

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = modeOf(params);
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
    return redirect(withReturn(`/${mode}/checkout/login`, `/${mode}/checkout/details`));
  }
  return redirect(`/${mode}/checkout/details`);
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
    <div className={container}>
      <BasketLeaveGuard />
      <div className={f.page}>
        <ErrorSummary errors={errors} />
        <InAppBack to={backTarget({ page: "update-details", mode })} outsideApp />
        <PageHeading focus={!hasErrors(errors)}>Update your details</PageHeading>
        <Form method="post" className={f.form} noValidate>
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            errors={errors}
            defaultValue={text("firstName")}
            required
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            errors={errors}
            defaultValue={text("lastName")}
            required
          />
          {kind === "guest" ? (
            <>
              <TextField
                name="email"
                label="Email address"
                type="email"
                autoComplete="email"
                errors={errors}
                defaultValue={text("email")}
                required
              />
              <TextField
                name="mobileNumber"
                label="Mobile number"
                type="tel"
                autoComplete="tel"
                errors={errors}
                defaultValue={text("mobileNumber")}
                required
              />
            </>
          ) : (
            <EmailOptInField checked={v["emailOptIn"] === true || v["emailOptIn"] === "on"} />
          )}
          <div className={f.actions}>
            <button type="submit" className={button.primary}>
              Save details
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
