// One basket line with its quantity controls. Each control is a POST form; with JavaScript each line
// has its own fetcher and shows the pending quantity at once (optimistic).
import { useFetcher } from "react-router";
import { formatMoney } from "../domain/money";
import { visuallyHidden } from "../styles/ui.css";
import * as c from "./customise.css";
import * as s from "./basket.css";

export interface LineProps {
  kind: "item" | "bundle";
  customID: string;
  name: string;
  details: string[];
  quantity: number;
  totalMinor: number;
  unitMinor: number;
  editPath: string | null;
  outOfStock: boolean;
  unavailable: boolean;
}

export function BasketLine({ line, currencySymbol }: { line: LineProps; currencySymbol: string }) {
  const fetcher = useFetcher({ key: `line:${line.customID}` });
  const pending = fetcher.formData?.get("intent");
  const delta = pending === `inc|${line.kind}|${line.customID}` ? 1 : pending === `dec|${line.kind}|${line.customID}` ? -1 : 0;
  const quantity = line.quantity + delta;
  if (quantity <= 0 && fetcher.state !== "idle") return null;
  const nameId = `line-${line.customID}`;
  return (
    <li className={s.line} aria-labelledby={nameId}>
      <div>
        <h2 id={nameId} className={s.lineName}>
          {line.name}
        </h2>
        {line.details.length ? (
          <ul className={s.details}>
            {line.details.map((d, i) => (
              <li key={`${i}-${d}`}>{d}</li>
            ))}
          </ul>
        ) : null}
        {line.outOfStock || line.unavailable ? <p className={s.warning}>Out of stock or unavailable</p> : null}
      </div>
      <p className={s.money}>{formatMoney(line.unitMinor * quantity, currencySymbol)}</p>
      <fetcher.Form method="post" className={s.controls}>
        <span className={c.stepper}>
          <button type="submit" name="intent" value={`dec|${line.kind}|${line.customID}`} className={c.stepButton}>
            −<span className={visuallyHidden}> Remove one {line.name}</span>
          </button>
          <span className={c.qty} aria-label={`${line.name} quantity`}>
            {quantity}
          </span>
          <button
            type="submit"
            name="intent"
            value={`inc|${line.kind}|${line.customID}`}
            className={c.stepButton}
            disabled={line.outOfStock || line.unavailable}
          >
            +<span className={visuallyHidden}> Add one more {line.name}</span>
          </button>
        </span>
        {line.editPath ? (
          <a href={line.editPath}>
            Edit<span className={visuallyHidden}> {line.name}</span>
          </a>
        ) : null}
      </fetcher.Form>
    </li>
  );
}
