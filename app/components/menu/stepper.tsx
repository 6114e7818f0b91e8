// The − quantity + stepper of the customise and bundle pages (an option, a bundle's product, the
// add bar's quantity). Each button is a submit carrying its intent, so it works without JavaScript;
// the page's `onClick` applies the same intent in place with it.
import type { MouseEvent } from "react";
import { intentName } from "../../forms/intent";
import { useReturnFocusToken } from "../../lib/a11y/return-focus";
import * as s from "./customise.css";
import { StepQuantity, StepWords } from "../ui/step-quantity";

export interface StepButton {
  /** The intent it posts, and the fields naming what it acts on. */
  intent: string;
  target?: Record<string, string>;
  /** What it does, for screen readers (the button shows only − or +): its text, hidden, which a page translator translates. */
  label: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

interface StepperProps {
  quantity: number;
  fewer: StepButton;
  more: StepButton;
}

export function Stepper(props: StepperProps) {
  return (
    <span className={s.stepper}>
      <StepperParts {...props} />
    </span>
  );
}

/** − quantity +, laid out by the element they are put in. */
function StepperParts({ quantity, fewer, more }: StepperProps) {
  return (
    <>
      <Step sign="−" button={fewer} /> <StepQuantity quantity={quantity} /> <Step sign="+" button={more} />
    </>
  );
}

/**
 * One choice among many with its stepper (an option, a bundle's product): its name and cost, and
 * − and + acting on the same target (− is disabled at none).
 */
export function ChoiceStepper({
  name,
  cost,
  costId,
  quantity,
  target,
  fewer,
  more,
}: {
  name: string;
  cost: string;
  /** The cost's id, where a button refers to it. */
  costId?: string | undefined;
  quantity: number;
  target: Record<string, string>;
  fewer: Omit<StepButton, "target" | "disabled">;
  more: Omit<StepButton, "target">;
}) {
  return (
    <li className={s.option}>
      <span className={s.optionName}>
        {`${name} `}
        {cost ? (
          <span className={s.cost} id={costId}>
            {cost}
          </span>
        ) : null}
      </span>{" "}
      <StepperParts quantity={quantity} fewer={{ ...fewer, target, disabled: quantity <= 0 }} more={{ ...more, target }} />
    </li>
  );
}

/** A step button: its sign shown, its words hidden (`StepWords`). */
function Step({ sign, button }: { sign: "−" | "+"; button: StepButton }) {
  const asked = useReturnFocusToken();
  // Its return-focus token (app/forms/return-focus.server.ts): the intent and its target's values,
  // worked out only when the page gives focus back (after a post without JavaScript).
  const focus = () => [button.intent, ...Object.values(button.target ?? {})].join("|");
  return (
    <button
      type="submit"
      name={intentName(button.intent, button.target)}
      className={s.stepButton}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
      autoFocus={asked !== null && asked === focus()}
      disabled={button.disabled}
      aria-describedby={button.describedBy}
      onClick={button.onClick}
    >
      <StepWords sign={sign} words={button.label} />
    </button>
  );
}
