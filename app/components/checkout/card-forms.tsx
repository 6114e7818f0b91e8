// The payment page's card forms: a new card (with 'Save this card' for a signed-in customer), and
// each saved card ('Pay with Visa ending 1111', its security code asked again, and 'Remove'). Every
// form carries the checkout attempt's fields: its key (one payment however often it is posted), the
// total shown, and, with JavaScript, that a bank's check may come back as a dialog's frame.
import { Form, Link } from "react-router";
import type { CardFieldError } from "../../../domain/checkout/card";
import { intentName } from "../../forms/intent";
import { SubmitRow, TextField, type FieldErrors } from "../ui/fields";
import * as f from "../ui/form.css";
import { button, visuallyHidden } from "../../styles/ui.css";
import * as s from "./card-forms.css";

export interface Attempt {
  idempotencyKey: string;
  totalMinor: number;
  /** With JavaScript: a bank's check is shown in a dialog's frame. */
  hydrated: boolean;
  /** A payment is being sent: a second click waits. */
  paying: boolean;
}

function AttemptFields({ attempt }: { attempt: Attempt }) {
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={attempt.idempotencyKey} />
      {attempt.hydrated ? <input type="hidden" name="challengeIn" value="frame" /> : null}
      <input type="hidden" name="expectedTotal" value={attempt.totalMinor} />
    </>
  );
}

type CardChecks = typeof import("../../../domain/checkout/card");

export function NewCardForm(props: {
  attempt: Attempt;
  payLabel: string;
  errors: FieldErrors | null;
  values: { nameOnCard?: string; expiry?: string } | undefined;
  /** The browser's card checks, once they have come (the server checks every card anyway). */
  checks: CardChecks | null;
  now: string;
  /** Signed in: the card may be kept for next time. */
  canSave: boolean;
  onInput: () => void;
  /** The browser found these; nothing is sent. */
  onRefused: (errors: Record<string, string>) => void;
  /** The form is going: leaving the page is no longer guarded. */
  onSending: () => void;
  cardType: string | null;
  onCardNumber: (value: string) => void;
}) {
  const { attempt, errors, values, checks } = props;
  return (
    <Form
      method="post"
      className={f.form}
      noValidate
      aria-labelledby="card-title"
      onInput={props.onInput}
      onSubmit={(event) => {
        // Double submits are harmless (the key makes them one payment) but a second click waits.
        if (attempt.paying) {
          event.preventDefault();
          return;
        }
        const fd = new FormData(event.currentTarget);
        const card = {
          number: String(fd.get("cardNumber") ?? ""),
          expiry: String(fd.get("expiry") ?? ""),
          cvv: String(fd.get("cvv") ?? ""),
        };
        // Before the checks have come nothing is found here: the server checks the card.
        const found: CardFieldError[] = checks ? checks.validateCard(card, new Date(props.now)) : [];
        if (found.length) {
          event.preventDefault();
          const next: Record<string, string> = {};
          for (const e of found) next[e.path] ??= e.message;
          // The error summary takes focus (app/components/ui/error-summary.tsx).
          props.onRefused(next);
          return;
        }
        props.onSending();
      }}
    >
      <h2 id="card-title">Pay by card</h2>
      <AttemptFields attempt={attempt} />
      <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" errors={errors} defaultValue={values?.nameOnCard} />
      <TextField
        name="cardNumber"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        hint={props.cardType ?? undefined}
        errors={errors}
        onChange={(e) => props.onCardNumber(e.currentTarget.value)}
        required
      />
      <TextField
        name="expiry"
        label="Expiry date (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={7}
        errors={errors}
        defaultValue={values?.expiry}
        required
      />
      <TextField name="cvv" label="Security code" autoComplete="cc-csc" inputMode="numeric" maxLength={4} errors={errors} required />
      {props.canSave ? (
        <div className={f.check}>
          <input id="field-saveCard" type="checkbox" name="saveCard" value="true" />
          <label htmlFor="field-saveCard">Save this card</label>
        </div>
      ) : null}
      <SubmitRow aria-disabled={attempt.paying || undefined}>{attempt.paying ? "Paying…" : props.payLabel}</SubmitRow>
    </Form>
  );
}

export interface SavedCardShown {
  id: string;
  label: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The id prefix of a saved card's fields (its security code: `card-<id>-cvv`), for the error summary's links. */
export const savedCardFieldPrefix = (id: string) => `card-${id}`;

export function SavedCardForms(props: {
  cards: SavedCardShown[];
  attempt: Attempt;
  /** The refused fields of the card that was posted, and which card that was. */
  errors: FieldErrors | null;
  postedCardId: string | null;
  newCardHref: string;
}) {
  const { attempt } = props;
  return (
    <section className={f.form} aria-labelledby="saved-cards-title">
      <h2 id="saved-cards-title">{props.cards.length > 1 ? "Your saved cards" : "Your saved card"}</h2>
      <ul className={s.cards}>
        {props.cards.map((card) => {
          const expires = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
          return (
            <li key={card.id} className={f.panel}>
              <Form
                method="post"
                noValidate
                aria-label={card.label}
                onSubmit={(event) => {
                  if (attempt.paying) event.preventDefault();
                }}
              >
                <p className={s.cardName}>
                  {card.label}
                  <span className={s.expiry}>{`Expires ${expires}`}</span>
                </p>
                <AttemptFields attempt={attempt} />
                <input type="hidden" name="savedCardId" value={card.id} />
                <TextField
                  name="cvv"
                  label="Security code"
                  idPrefix={savedCardFieldPrefix(card.id)}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={4}
                  errors={props.postedCardId === card.id ? props.errors : null}
                  required
                />
                <SubmitRow aria-disabled={attempt.paying || undefined}>{`Pay with ${card.label}`}</SubmitRow>
              </Form>
              <Form method="post" className={s.remove}>
                <input type="hidden" name="savedCardId" value={card.id} />
                <button type="submit" name={intentName("remove-card")} className={button.secondary}>
                  Remove<span className={visuallyHidden}>{` ${card.label}`}</span>
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={props.newCardHref}>Use another card</Link>
      </p>
    </section>
  );
}
