// The frame of the account pages with a hero (log in, forgotten password, reset password, password
// changed): the hero holding the heading, then the page's column, opening with the error summary of
// each refused form, which then takes focus from the heading.
import type { ReactNode } from "react";
import { AccountHero } from "./account-hero";
import { ErrorSummary, hasErrors } from "./error-summary";
import type { FieldErrors } from "./fields";
import * as f from "./form.css";
import { container } from "../styles/ui.css";

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
