// Who is ordering: the name, e-mail address and mobile number fields of the guest form, sign-up and
// 'Update your details', each with its autocomplete token, and the e-mail and mobile fields alone
// where a page asks for just one of them.
import type { ReactNode } from "react";
import { TextField, type FieldErrors } from "../ui/fields";

interface FieldProps {
  errors?: FieldErrors | null | undefined;
  defaultValue?: string | undefined;
  hint?: ReactNode;
  idPrefix?: string | undefined;
}

/** 'Email address', with the e-mail keyboard on phones. Sign-in fills it as the account's user name. */
export function EmailField({ autoComplete = "email", ...field }: FieldProps & { autoComplete?: "email" | "username" }) {
  return (
    <TextField
      name="email"
      label="Email address"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      hint={field.hint}
      idPrefix={field.idPrefix}
      errors={field.errors}
      defaultValue={field.defaultValue}
      required
    />
  );
}

export function MobileNumberField(field: FieldProps) {
  return (
    <TextField
      name="mobileNumber"
      label="Mobile number"
      type="tel"
      autoComplete="tel"
      hint={field.hint}
      idPrefix={field.idPrefix}
      errors={field.errors}
      defaultValue={field.defaultValue}
      required
    />
  );
}

/** The name's two fields, each with its autocomplete token. */
const NAME_FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/**
 * First and last name, then (with `contact`) the e-mail address and mobile number. A customer's
 * details leave out the contact: the account keeps those.
 */
export function PersonFields({
  values,
  errors,
  idPrefix,
  contact = true,
  emailHint,
  mobileHint,
}: {
  /** What the fields start with: the person's details, or what was typed into a refused form. */
  values?: Partial<Record<string, string>> | undefined;
  errors?: FieldErrors | null | undefined;
  idPrefix?: string;
  contact?: boolean;
  emailHint?: ReactNode;
  mobileHint?: ReactNode;
}) {
  return (
    <>
      {NAME_FIELDS.map((field) => (
        <TextField key={field.name} {...field} idPrefix={idPrefix} errors={errors} defaultValue={values?.[field.name]} required />
      ))}
      {contact ? (
        <>
          <EmailField hint={emailHint} idPrefix={idPrefix} errors={errors} defaultValue={values?.["email"]} />
          <MobileNumberField hint={mobileHint} idPrefix={idPrefix} errors={errors} defaultValue={values?.["mobileNumber"]} />
        </>
      ) : null}
    </>
  );
}
