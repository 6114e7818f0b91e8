// Checkout details: who is ordering, and the collection time or the delivery address. Needs a
// signed-in customer or a guest who gave details (else login); an empty basket goes to the restaurant's menu (spec 2 §2).
import { data, redirect, Form, Link } from "react-router";
import { useRef } from "react";
import type { Route } from "./+types/checkout-details";
import { checkoutBasket, getApp } from "../context";
import { emptyCheckoutPath } from "../../domain/checkout/payment-guard";
import { deliveryAddressSchema } from "../../domain/accounts/account";
import { hasLines } from "../../domain/basket/basket";
import { errorsOf, formObject } from "../forms/account.server";
import { paths } from "../paths";
import { FormAlert, SubmitRow, TextField } from "../components/ui/fields";
import { ErrorSummary, hasErrors } from "../components/ui/error-summary";
import * as f from "../components/ui/form.css";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { useInApp } from "../lib/in-app/in-app";
import { container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { DialogPage, NoticeDialog } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { changePostcodeAction, changePostcodeState, isChangePostcode } from "../forms/change-postcode.server";
import { ChangePostcodeDialog, changePostcodeOpen, DeliveringTo, postcodeErrorOf } from "../components/search/change-postcode";
import { BasketLeaveGuard } from "../lib/dialogs/leave-guard";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

/** The delivery address's fields: what each is, and the line of the basket's address it starts with. */
const ADDRESS_FIELDS = [
  { name: "addressLine1", label: "Address line 1", autoComplete: "address-line1", line: "line1", required: true },
  { name: "addressLine2", label: "Address line 2 (optional)", autoComplete: "address-line2", line: "line2" },
  { name: "town", label: "Town or city (optional)", autoComplete: "address-level2", line: "town" },
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number]["name"];

const EXPIRED = "Your collection time has expired, please select a new collection time before completing your order.";

/** After the layout's rule (the basket on this journey, who is ordering): lines to order, and someone ordering them. */
function guard(context: Route.LoaderArgs["context"]) {
  const { mode, state, identity, restaurantId } = checkoutBasket(context);
  if (!hasLines(state)) throw redirect(emptyCheckoutPath(mode, restaurantId));
  if (identity.kind === "none") throw redirect(paths.checkoutLogin(mode, { redirectTo: paths.checkoutDetails(mode) }));
  return { mode, state, identity, restaurantId };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const { mode, state, identity, restaurantId } = guard(context);
  const restaurant = await app.services.search.restaurant(restaurantId);
  const collection = mode === "collection" ? await app.services.checkout.collectionSlots(restaurantId, state.collectionTime) : null;
  const shown = new URL(request.url).searchParams.get("expired");
  const expired = Boolean(collection?.expired) || shown === "1";
  const postcode = state.delivery?.postcode ?? null;
  return {
    mode,
    restaurantName: restaurant?.name ?? "",
    identity: {
      kind: identity.kind,
      name: `${identity.firstName} ${identity.lastName}`,
      email: identity.email,
      mobileNumber: identity.mobileNumber,
    },
    slots: collection?.slots ?? [],
    chosenSlot: collection?.chosenValid ? state.collectionTime : null,
    expired,
    // The expiry is told in a dialog first (spec 2 §8), then beside the times once it is closed.
    expiredDialog: expired && shown !== "seen",
    changePostcode: changePostcodeState(request, state),
    address: state.delivery
      ? { line1: state.delivery.addressLine1 ?? "", line2: state.delivery.addressLine2 ?? "", town: state.delivery.town ?? "" }
      : null,
    suggestions: postcode ? app.services.lookupAddresses(postcode) : [],
    brandName: app.services.brand.name,
    member: await app.services.loyalty.isMember(app.session.customerId),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const { mode } = guard(context);
  const posted = await request.formData();
  if (isChangePostcode(posted)) return changePostcodeAction(app, request, posted);
  const form = formObject(posted);
  if (mode === "collection") {
    const chosen = form["collectionTime"] ?? "";
    if (!chosen) return data({ alert: null, errors: { collectionTime: "Choose a collection time" }, values: form }, { status: 400 });
    const result = await app.services.checkout.setCollectionTime(app.session.basketId, chosen);
    if (!result.ok) return data({ alert: null, errors: { collectionTime: result.message }, values: form }, { status: 400 });
    return redirect(paths.payment(mode));
  }
  // A chosen suggestion fills the fields; typed fields win when both are given.
  const suggestion = form["suggestion"] ? Number(form["suggestion"]) : null;
  const basket = await app.services.baskets.peek(app.session.basketId);
  const picked =
    suggestion !== null && basket?.state.delivery ? app.services.lookupAddresses(basket.state.delivery.postcode)[suggestion] : undefined;
  const fields = form["addressLine1"]?.trim()
    ? form
    : picked
      ? { addressLine1: picked.addressLine1, addressLine2: picked.addressLine2 ?? "", town: picked.town }
      : form;
  const parsed = deliveryAddressSchema.safeParse(fields);
  if (!parsed.success) return data({ alert: null, errors: errorsOf(parsed), values: form }, { status: 400 });
  const result = await app.services.checkout.setDeliveryAddress(app.session.basketId, parsed.data);
  if (!result.ok) return data({ alert: result.message, errors: null, values: form }, { status: 400 });
  return redirect(paths.payment(mode));
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"]>((page, answer) =>
  Boolean(page?.expiredDialog || changePostcodeOpen(page?.changePostcode, answer)),
);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Checkout details | ${loaderData?.brandName ?? ""}` }];
}

export default function CheckoutDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, identity, slots, chosenSlot, expired, changePostcode, address, suggestions, restaurantName } = loaderData;
  const refused = actionData && "errors" in actionData ? actionData : null;
  const errors = refused?.errors ?? null;
  const values: Record<string, string> = refused?.values ?? {};
  const inApp = useInApp();
  // The address fields, filled in place when a suggested address is chosen.
  const inputs = useRef<Partial<Record<AddressField, HTMLInputElement | null>>>({});
  const expiredDialog =
    loaderData.expiredDialog && !errors ? (
      <NoticeDialog
        title="Collection time expired"
        closeHref={paths.checkoutDetails(mode, { expired: "seen" })}
        links={[{ href: paths.checkoutDetails(mode, { expired: "seen" }), label: "Choose a new time" }]}
      >
        <p>{EXPIRED}</p>
      </NoticeDialog>
    ) : changePostcode && changePostcodeOpen(changePostcode, actionData) ? (
      <ChangePostcodeDialog state={changePostcode} error={postcodeErrorOf(actionData)} />
    ) : null;
  return (
    <div className={container}>
      <BasketLeaveGuard />
      <DialogPage dialog={expiredDialog}>
        <div className={f.page}>
          <ErrorSummary errors={errors} />
          {/* In the app a club member goes back to the reward screen (spec 2 §2); elsewhere, to the basket. */}
          <InAppBack to={backTarget({ page: "details", mode, member: inApp && loaderData.member })} outsideApp />
          <PageHeading focus={!hasErrors(errors) && !changePostcode?.changed}>Checkout details</PageHeading>
          <section className={f.panel} aria-labelledby="who-title">
            <h2 id="who-title">Your details</h2>
            <p>
              {identity.name}
              <br />
              {identity.email}
              <br />
              {identity.mobileNumber}
            </p>
            <p>
              <Link to={paths.checkoutUpdateDetails(mode)}>Change your details</Link>
            </p>
          </section>
          <FormAlert message={refused?.alert} />
          {mode === "collection" ? (
            <Form method="post" className={f.form} noValidate>
              <h2>{`Collection from ${restaurantName}`}</h2>
              {expired && !errors ? (
                <p className={f.alert} role="alert">
                  {EXPIRED}
                </p>
              ) : null}
              {slots.length ? (
                <div className={f.field}>
                  <label htmlFor="field-collectionTime" className={f.label}>
                    Collection time
                  </label>
                  <select
                    id="field-collectionTime"
                    name="collectionTime"
                    className={f.input}
                    defaultValue={values["collectionTime"] ?? chosenSlot ?? ""}
                    aria-invalid={errors?.["collectionTime"] ? true : undefined}
                    aria-describedby={errors?.["collectionTime"] ? "field-collectionTime-error" : undefined}
                  >
                    <option value="">Choose a time</option>
                    {slots.map((s) => (
                      <option key={s.instant} value={s.instant}>
                        {`Today at ${s.label}`}
                      </option>
                    ))}
                  </select>
                  {errors?.["collectionTime"] ? (
                    <p id="field-collectionTime-error" className={f.error}>
                      {errors["collectionTime"]}
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className={f.alert} role="alert">
                  There are no more collection times today. Please choose another restaurant.
                </p>
              )}
              <SubmitRow disabled={!slots.length}>Continue to payment</SubmitRow>
            </Form>
          ) : (
            <Form method="post" className={f.form} noValidate>
              <h2>Delivery address</h2>
              {changePostcode ? <DeliveringTo state={changePostcode} /> : null}
              {suggestions.length ? (
                <div className={f.field}>
                  <label htmlFor="field-suggestion" className={f.label}>
                    Choose your address
                  </label>
                  <select
                    id="field-suggestion"
                    name="suggestion"
                    className={f.input}
                    defaultValue=""
                    onChange={(e) => {
                      const s = suggestions[Number(e.currentTarget.value)];
                      if (!s) return;
                      for (const field of ADDRESS_FIELDS) {
                        const input = inputs.current[field.name];
                        if (input) input.value = s[field.name] ?? "";
                      }
                    }}
                  >
                    <option value="">Not listed: I will type it below</option>
                    {suggestions.map((s, i) => (
                      <option key={s.addressLine1} value={i}>
                        {[s.addressLine1, s.addressLine2, s.town].filter(Boolean).join(", ")}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {ADDRESS_FIELDS.map(({ line, ...field }) => (
                <TextField
                  key={field.name}
                  ref={(input) => {
                    inputs.current[field.name] = input;
                  }}
                  {...field}
                  errors={errors}
                  defaultValue={values[field.name] ?? address?.[line]}
                />
              ))}
              <SubmitRow>Continue to payment</SubmitRow>
            </Form>
          )}
        </div>
      </DialogPage>
    </div>
  );
}
