// Voucher entry on the basket: a POST form; the first refusal is shown beside the field, with a
// login link when the voucher needs an account; applied vouchers list what they save.
import { Form, Link } from "react-router";
import { intentName } from "../../forms/intent";
import { formatMoney } from "../../../domain/money";
import { button, visuallyHidden } from "../../styles/ui.css";
import { ErrorIcon } from "../site/error-icon";
import * as s from "./basket.css";
import { BasketSection } from "./basket-section";

export interface VoucherError {
  code: string;
  message: string;
  voucherNotLinked: boolean;
  reason: string;
}

export function VoucherEntry({
  error,
  applied,
  currencySymbol,
  basketPath,
  loginHref,
  disabledReason = null,
}: {
  error: VoucherError | null;
  applied: { code: string; name: string; reductionMinor: number }[];
  currencySymbol: string;
  basketPath: string;
  /** Log in, then back to the basket. */
  loginHref: string;
  /** Set while loyalty rewards are applied: the field is disabled and this says why. */
  disabledReason?: string | null;
}) {
  // The guest's "needs an account" refusal leads to login and back to the basket.
  const needsLogin = error?.voucherNotLinked && error.reason === "account";
  return (
    <BasketSection id="voucher-title" title="Vouchers">
      <Form method="post" className={s.voucherForm} noValidate>
        <div>
          <label htmlFor="voucher-code">Voucher code</label>
          <br />
          <input
            id="voucher-code"
            name="voucherCode"
            className={s.voucherInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            defaultValue={error?.code ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "voucher-error" : disabledReason ? "voucher-disabled" : undefined}
            disabled={disabledReason !== null}
          />
        </div>
        <button type="submit" name={intentName("voucher")} className={button.secondary} disabled={disabledReason !== null}>
          Apply<span className={visuallyHidden}> voucher</span>
        </button>
      </Form>
      {disabledReason ? (
        <p id="voucher-disabled" className={s.notice}>
          {disabledReason}
        </p>
      ) : null}
      {error ? (
        <p className={s.voucherError}>
          {/* Visible words too: an old engine that draws no icon still shows something to follow. */}
          <Link to={basketPath} aria-label="Clear the voucher error">
            <ErrorIcon /> Clear
          </Link>
          {/* Only the message describes the field: not the clear link's label, nor the login link. */}
          <span>
            <span id="voucher-error">{error.message}</span> {needsLogin ? <Link to={loginHref}>Log in</Link> : null}
          </span>
        </p>
      ) : null}
      {applied.length ? (
        <ul className={s.applied} aria-label="Vouchers applied">
          {applied.map((v) => (
            <li key={v.code} className={s.appliedRow}>
              <span>
                <strong>{v.name}</strong> ({v.code}) · Save: {formatMoney(v.reductionMinor, currencySymbol)}
              </span>
              <Form method="post">
                <input type="hidden" name="code" value={v.code} />
                <button type="submit" name={intentName("remove-voucher")} className={button.quiet}>
                  Remove<span className={visuallyHidden}> voucher {v.code}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </BasketSection>
  );
}
