// The GOV.UK error summary: at the top of a refused form's page, 'There is a problem' and a link to
// each field in error (its own message stays beside it). Without JavaScript it takes focus as the
// page loads (its `autofocus`); with JavaScript it takes focus after each refused submission, and
// its links move focus to the field without leaving the page's answer (no navigation).
import { useEffect, useRef, type MouseEvent } from "react";
import { useHydrated } from "../../lib/hydrated";
import type { FieldErrors } from "./fields";
import * as f from "./form.css";

/** Whether any of these answers refuses a field: the page's heading then leaves focus to the summary. */
export function hasErrors(...answers: (FieldErrors | null | undefined)[]): boolean {
  return answers.some((errors) => Object.values(errors ?? {}).some(Boolean));
}

export function ErrorSummary({ errors, idPrefix = "field" }: { errors: FieldErrors | null | undefined; idPrefix?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const entries = Object.entries(errors ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  useEffect(() => {
    if (errors && Object.values(errors).some(Boolean)) ref.current?.focus();
  }, [errors]);
  if (!entries.length) return null;
  const toField = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    e.preventDefault();
    field.focus({ preventScroll: true });
    // The label (above the field) comes into view with it.
    (field.closest("div") ?? field).scrollIntoView({ block: "start" });
  };
  return (
    // The page's one autofocus: without JavaScript nothing else would take the customer to it.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={ref} className={f.errorSummary} role="alert" aria-labelledby="error-summary-title" tabIndex={-1} autoFocus={!hydrated}>
      <h2 id="error-summary-title" className={f.errorSummaryTitle}>
        There is a problem
      </h2>
      <ul className={f.errorSummaryList}>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`} onClick={(e) => toField(e, `${idPrefix}-${name}`)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
