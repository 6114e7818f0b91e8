// The parts of a − quantity + stepper the customise pages (app/components/menu/stepper.tsx) and the
// basket's lines share: a module of its own, so the basket takes them in without the steppers.
import { visuallyHidden } from "../../styles/ui.css";
import * as s from "../menu/customise.css";

/**
 * A − or + button's content: the sign it shows, which screen readers skip, and its words ("Add
 * Mozzarella"), visually hidden, which are its name and what a page translator translates. An
 * engine that cannot hide them shows both ('− Remove one Mozzarella'), never a blank button.
 */
export function StepWords({ sign, words }: { sign: "−" | "+"; words: string }) {
  return (
    <>
      <span aria-hidden="true">{sign}</span>
      <span className={visuallyHidden}>{` ${words}`}</span>
    </>
  );
}

/** "Quantity 2" to a screen reader and a text browser, "2" on screen ("Quantity" visually hidden). */
export function StepQuantity({ quantity }: { quantity: number }) {
  return (
    <span className={s.qty}>
      {" "}
      <span className={visuallyHidden}>Quantity </span>
      {`${quantity} `}
    </span>
  );
}
