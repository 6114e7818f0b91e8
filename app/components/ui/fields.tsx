// Labelled form fields with their message beside them (aria-invalid + aria-describedby), the
// honeypot, and the form-level alert (a refused form's field errors are summed up by
// app/components/ui/error-summary.tsx). Server-rendered; the same with JavaScript.
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { button as buttons } from "../../styles/ui.css";
import * as f from "./form.css";

export type FieldErrors = Partial<Record<string, string>>;

export function TextField({
  name,
  label,
  errors,
  hint,
  idPrefix = "field",
  ref,
  ...input
}: {
  name: string;
  label: string;
  errors?: FieldErrors | null;
  hint?: ReactNode;
  idPrefix?: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `${idPrefix}-${name}`;
  const error = errors?.[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        name={name}
        className={f.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={f.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field nobody sees: bots that fill every input fill this one too, and are refused. */
export function Honeypot({ idPrefix = "field" }: { idPrefix?: string }) {
  return (
    <div className={f.trap} aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Leave this empty</label>
      <input id={`${idPrefix}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A form's last row: its primary submit button (a `name` for an intent, `disabled`, … as given). */
export function SubmitRow({ children, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <div className={f.actions}>
      <button type="submit" className={buttons.primary} {...button}>
        {children}
      </button>
    </div>
  );
}

/** The form-level message (a refused sign-in, a rate limit): announced, and first in reading order. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={f.alert} role="alert">
      {message}
    </p>
  );
}

/** The e-mail marketing choice, on sign-up and in the customer's details. */
export function EmailOptInField({ checked }: { checked: boolean }) {
  return (
    <div className={f.check}>
      <input id="field-emailOptIn" type="checkbox" name="emailOptIn" defaultChecked={checked} />
      <label htmlFor="field-emailOptIn">Send me offers and news by email</label>
    </div>
  );
}

/** A 6-digit code from an SMS or e-mail (two-factor sign-in, mobile verification). */
export function CodeField({ errors, hint }: { errors?: FieldErrors | null; hint?: ReactNode }) {
  return (
    <TextField
      name="code"
      label="6-digit code"
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      errors={errors}
      required
    />
  );
}
