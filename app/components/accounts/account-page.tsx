// The frames of the account pages. With a hero (log in, forgotten password, reset password, password
// changed): the hero holding the heading, then the page's column. The checkout's account steps
// (create an account, the two-factor code, verifying a mobile number, updating details): the
// column with the way back and the heading. Either opens with the error summary of each refused
// form, which then takes focus from the heading.
import type { ReactNode } from "react";
import type { BackTarget } from "../../lib/in-app/back-target";
import { BasketLeaveGuard } from "../../lib/dialogs/leave-guard";
import { AccountHero } from "./account-hero";
import { ErrorSummary, hasErrors } from "../ui/error-summary";
import type { FieldErrors } from "../ui/fields";
import * as f from "../ui/form.css";
import { InAppBack } from "../in-app/in-app-back";
import { PageHeading } from "../site/page-heading";
import { container } from "../../styles/ui.css";

export function AccountPage({
  title,
  intro,
  summaries = [],
  children,
}: {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The field errors of the page's forms, each form's fields named with its id prefix. */
  summaries?: { errors: FieldErrors | null | undefined; idPrefix?: string }[];
  children: ReactNode;
}) {
  return (
    <>
      <AccountHero title={title} focus={!hasErrors(...summaries.map((s) => s.errors))}>
        {intro}
      </AccountHero>
      <div className={container}>
        <div className={f.page}>
          {summaries.map((s) => (
            <ErrorSummary key={s.idPrefix ?? "field"} errors={s.errors} idPrefix={s.idPrefix} />
          ))}
          {children}
        </div>
      </div>
    </>
  );
}

export function AccountStepPage({
  title,
  back,
  backOutsideApp = false,
  errors,
  guardBasket = false,
  children,
}: {
  title: string;
  back: BackTarget;
  /** The 'Back to …' link outside the app too (not only the app's Back). */
  backOutsideApp?: boolean;
  errors: FieldErrors | null | undefined;
  /** On a step inside the checkout: logging out with items in the basket asks first. */
  guardBasket?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={container}>
      {guardBasket ? <BasketLeaveGuard /> : null}
      <div className={f.page}>
        <ErrorSummary errors={errors} />
        <InAppBack to={back} outsideApp={backOutsideApp} />
        <PageHeading focus={!hasErrors(errors)}>{title}</PageHeading>
        {children}
      </div>
    </div>
  );
}
