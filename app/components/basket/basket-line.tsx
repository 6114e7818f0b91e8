// The basket's lines with their quantity controls. Each control is a POST form (the intent in a
// hidden field, so text browsers show the button's words, not its value); with JavaScript each line
// has its own fetcher and shows the pending quantity at once (optimistic), and the announcer says
// what changed. Without JavaScript the page that comes back says it next to the line.
import { useEffect, useRef } from "react";
import { useFetcher, Link } from "react-router";
import { formatMoney } from "../../../domain/money";
import { MAX_LINE_QUANTITY } from "../../../domain/basket/line-quantity";
import { announce } from "../../lib/a11y/announcer";
import { useHydrated } from "../../lib/hydrated";
import { useReturnFocus } from "../../lib/a11y/return-focus";
import { visuallyHidden } from "../../styles/ui.css";
import * as c from "../menu/customise.css";
import * as s from "./basket.css";
import { StepQuantity, StepWords } from "../ui/step-quantity";

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

/** The words for a line's quantity, the same in the page and in announcements. */
const lineQuantityText = (name: string, quantity: number) => `${name}: quantity ${quantity}`;
const lineRemovedText = (name: string) => `${name} removed from basket`;
const lineAddedText = (name: string) => `${name} added to basket`;

/** The basket heading's id: where focus goes when the focused line goes. */
export const BASKET_TITLE_ID = "basket-title";

function StepForm({
  fetcher,
  intent,
  line,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher>;
  intent: "inc" | "dec";
  line: LineProps;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      className={s.stepForm}
      onSubmit={(event) => {
        // One basket call at a time (spec): a step pressed while the line's last one runs is ignored.
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={line.kind} />
      <input type="hidden" name="customID" value={line.customID} />
      {/* With JavaScript the announcer speaks; the page need not say it again. */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

/** What the basket action answers when a line may not change (its quantity is at the limit). */
export interface LineRefusal {
  customID: string;
  message: string;
}

function BasketLine({
  line,
  currencySymbol,
  status,
  refusal = null,
}: {
  line: LineProps;
  currencySymbol: string;
  status: string | null;
  /** Without JavaScript: the page's answer to the post that was refused for this line. */
  refusal?: string | null;
}) {
  const fetcher = useFetcher<{ lineRefusal?: LineRefusal }>({ key: `line:${line.customID}` });
  const returnFocus = useReturnFocus();
  const pending = fetcher.formData?.get("intent");
  // The controls' names for the focus that comes back after a post without JavaScript.
  const dec = `dec|${line.kind}|${line.customID}`;
  const inc = `inc|${line.kind}|${line.customID}`;
  // At the limit an add is refused, so the pending quantity does not go past it.
  const delta = pending === "inc" && line.quantity < MAX_LINE_QUANTITY ? 1 : pending === "dec" ? -1 : 0;
  // With JavaScript the line's own fetcher holds the refusal, until the next step is sent; the page's
  // answer (a post sent before the scripts ran) holds only until this line's fetcher is first used.
  const used = useRef(false);
  if (fetcher.state !== "idle") used.current = true;
  const refused = fetcher.state === "idle" ? (fetcher.data?.lineRefusal?.message ?? (used.current ? null : refusal)) : null;
  const refusalId = `line-refusal-${line.customID}`;
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
      <div className={s.controls}>
        <div className={c.stepper}>
          <StepForm fetcher={fetcher} intent="dec" line={line}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used */}
            <button type="submit" className={c.stepButton} autoFocus={returnFocus(dec)}>
              <StepWords sign="−" words={`Remove one ${line.name}`} />
            </button>
          </StepForm>
          <StepQuantity quantity={quantity} />
          <StepForm fetcher={fetcher} intent="inc" line={line}>
            <button
              type="submit"
              className={c.stepButton}
              disabled={line.outOfStock || line.unavailable}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
              autoFocus={returnFocus(inc) || (refused !== null && !fetcher.data)}
              aria-describedby={refused ? refusalId : undefined}
            >
              <StepWords sign="+" words={`Add one more ${line.name}`} />
            </button>
          </StepForm>
        </div>
        {line.editPath ? (
          <Link to={line.editPath}>
            Edit<span className={visuallyHidden}>{` ${line.name}`}</span>
          </Link>
        ) : null}
        {status ? (
          <p className={s.lineStatus} role="status">
            {status}
          </p>
        ) : null}
        {refused ? (
          <p id={refusalId} className={s.warning} role="alert">
            {refused}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export interface LinesStatus {
  /** The line whose quantity a form post just changed, and what to say about it. */
  changed: { customID: string; text: string } | null;
  /** Said above the lines when a post removed one. */
  removed: string | null;
}

/** After a quantity form post without JavaScript (`?line=` or `?gone=`): what changed. */
export function linesStatus(url: URL, lines: LineProps[]): LinesStatus {
  const line = lines.find((l) => l.customID === url.searchParams.get("line"));
  const gone = (url.searchParams.get("gone") ?? "").slice(0, 100);
  return {
    changed: line ? { customID: line.customID, text: lineQuantityText(line.name, line.quantity) } : null,
    removed: gone ? lineRemovedText(gone) : null,
  };
}

/** The lines, marked as the place focus falls back to (the page heading) when a line goes. */
export function BasketLines({
  lines,
  currencySymbol,
  status,
  refusal = null,
}: {
  lines: LineProps[];
  currencySymbol: string;
  status: LinesStatus;
  /** The line a post without JavaScript could not change, and why. */
  refusal?: LineRefusal | null;
}) {
  return (
    <>
      {status.removed ? (
        <p className={s.lineStatus} role="status">
          {status.removed}
        </p>
      ) : null}
      <ul className={s.lines} data-focus-fallback={BASKET_TITLE_ID}>
        {lines.map((l) => (
          <BasketLine
            key={l.customID}
            line={l}
            currencySymbol={currencySymbol}
            status={status.changed?.customID === l.customID ? status.changed.text : null}
            refusal={refusal?.customID === l.customID ? refusal.message : null}
          />
        ))}
      </ul>
    </>
  );
}

/** With JavaScript: says which lines changed (quantity, added, removed) and the new total. */
export function useBasketAnnouncements(lines: LineProps[], totalMinor: number, currencySymbol: string) {
  const before = useRef<{ lines: Map<string, { name: string; quantity: number }>; totalMinor: number } | null>(null);
  useEffect(() => {
    const now = new Map(lines.map((l) => [l.customID, { name: l.name, quantity: l.quantity }]));
    const previous = before.current;
    before.current = { lines: now, totalMinor };
    if (!previous) return;
    const messages: string[] = [];
    for (const [id, l] of now) {
      const was = previous.lines.get(id);
      if (!was) messages.push(lineAddedText(l.name));
      else if (was.quantity !== l.quantity) messages.push(lineQuantityText(l.name, l.quantity));
    }
    for (const [id, l] of previous.lines) if (!now.has(id)) messages.push(lineRemovedText(l.name));
    if (totalMinor !== previous.totalMinor) messages.push(`Total ${formatMoney(totalMinor, currencySymbol)}`);
    for (const m of messages) announce(m);
  }, [lines, totalMinor, currencySymbol]);
}
