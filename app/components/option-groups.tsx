// The customise screen's option groups. Every control is a submit button carrying an intent, so
// the page works as one form without JavaScript; with JavaScript the parent applies the same intent
// in place (onIntent) and nothing is posted until 'Add to basket'.
import type { MouseEvent } from "react";
import {
  canIncrement,
  isOptionFreeAddable,
  isSingleChoice,
  optionQuantity,
  type Configuration,
  type CustomisableItem,
  type CustomiseIntent,
  type MenuGroup,
} from "../domain/customise";
import { visibleOptions, type DietFilter } from "../domain/diet-filter";
import { formatMoney } from "../domain/money";
import { visuallyHidden } from "../styles/ui.css";
import * as s from "./customise.css";

export type IntentHandler = (intent: CustomiseIntent, event: MouseEvent<HTMLButtonElement>) => void;

const BASE_PLACEHOLDER = "Choose your base*";

function chosenName(group: MenuGroup, config: Configuration): string | null {
  const o = group.options.find((x) => optionQuantity(config, group.id, x.id) > 0);
  return o?.name ?? null;
}

export function OptionGroup({
  item,
  group,
  config,
  error,
  currencySymbol,
  diets,
  onIntent,
  anchorId,
}: {
  /** The section's id; a group shown again inside its picker gets another one. */
  anchorId?: string;
  item: CustomisableItem;
  group: MenuGroup;
  config: Configuration;
  error: string | null;
  currencySymbol: string;
  diets: DietFilter[];
  onIntent: IntentHandler;
}) {
  const single = isSingleChoice(group);
  const isBase = group.name === "Choose your base";
  const sectionId = anchorId ?? `group-${group.id}`;
  const headingId = `${sectionId}-title`;
  const chosen = config.selections.filter((x) => x.groupId === group.id).map((x) => x.optionId);
  const options = visibleOptions(group, diets, new Set(chosen));
  const current = chosenName(group, config);
  const cost = (minor: number) => (minor > 0 ? `+${formatMoney(minor, currencySymbol)}` : "");
  return (
    <section id={sectionId} className={`${s.group} ${error ? s.groupError : ""}`} aria-labelledby={headingId} tabIndex={-1}>
      <div className={s.groupHead}>
        <h2 id={headingId} className={s.groupTitle}>
          {isBase && !current ? BASE_PLACEHOLDER : group.name}
        </h2>
        {group.min > 0 ? <span className={`${s.required} ${error ? s.requiredError : ""}`}>Required</span> : null}
      </div>
      {isBase && current ? <p className={s.cost}>Your base: {current}</p> : null}
      {!single && group.max > 1 ? <p className={s.cost}>Choose up to {group.max}</p> : null}
      <ul className={s.options}>
        {options.map((o) => {
          const q = optionQuantity(config, group.id, o.id);
          const label = `${o.name}${o.costMinor ? `, ${cost(o.costMinor)}` : ""}`;
          if (single) {
            const intent: CustomiseIntent = { type: "choose", groupId: group.id, optionId: o.id };
            return (
              <li key={o.id}>
                <button
                  type="submit"
                  name="intent"
                  value={`choose|${group.id}|${o.id}`}
                  className={s.choice}
                  aria-pressed={q > 0}
                  onClick={(e) => onIntent(intent, e)}
                >
                  <span>{o.name}</span>
                  <span className={s.cost}>{cost(o.costMinor)}</span>
                </button>
              </li>
            );
          }
          if (o.isIncluded) {
            const removed = q < 0 || config.selections.some((x) => x.groupId === group.id && x.optionId === o.id && x.quantity === -1);
            return (
              <li key={o.id} className={s.option}>
                <span className={s.optionName}>{removed ? `No ${o.name.toLowerCase()}` : o.name}</span>
                <button
                  type="submit"
                  name="intent"
                  value={`excl|${group.id}|${o.id}`}
                  className={s.choice}
                  style={{ width: "auto" }}
                  aria-pressed={removed}
                  onClick={(e) => onIntent({ type: "toggle-exclusion", groupId: group.id, optionId: o.id }, e)}
                >
                  {removed ? "Add back" : "Remove"}
                  <span className={visuallyHidden}> {o.name}</span>
                </button>
              </li>
            );
          }
          const free = isOptionFreeAddable(item, config, group.id, o.id);
          return (
            <li key={o.id} className={s.option}>
              <span className={s.optionName}>
                {o.name} <span className={s.cost}>{free ? "Free" : cost(o.costMinor)}</span>
              </span>
              <span className={s.stepper}>
                <button
                  type="submit"
                  name="intent"
                  value={`dec|${group.id}|${o.id}`}
                  className={s.stepButton}
                  disabled={q <= 0}
                  onClick={(e) => onIntent({ type: "decrement", groupId: group.id, optionId: o.id }, e)}
                >
                  −<span className={visuallyHidden}> Remove one {label}</span>
                </button>
                <span className={s.qty} aria-label={`${o.name} quantity`}>
                  {q}
                </span>
                <button
                  type="submit"
                  name="intent"
                  value={`inc|${group.id}|${o.id}`}
                  className={s.stepButton}
                  disabled={!canIncrement(item, config, group.id, o.id)}
                  onClick={(e) => onIntent({ type: "increment", groupId: group.id, optionId: o.id }, e)}
                >
                  +<span className={visuallyHidden}> Add {label}</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className={s.message} id={`${sectionId}-error`}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
