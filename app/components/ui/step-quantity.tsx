// The quantity between a stepper's − and + (app/components/menu/stepper.tsx) and a basket line's: a
// module of its own, so the basket takes it in without the steppers.
import * as s from "../menu/customise.css";

/** "Quantity 2" to a screen reader, "2" on screen (`s.qty` draws it from `data-quantity`). */
export function StepQuantity({ quantity }: { quantity: number }) {
  return (
    <span className={s.qty} data-quantity={quantity}>
      {` Quantity ${quantity} `}
    </span>
  );
}
