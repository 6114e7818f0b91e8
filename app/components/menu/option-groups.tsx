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
} from "../../../domain/menu/customise";
import { visibleOptions, type DietFilter } from "../../../domain/menu/diet-filter";
import { formatMoney } from "../../../domain/money";
import { intentName } from "../../forms/intent";
import { textBrowsersOnly, visuallyHidden } from "../../styles/ui.css";
import * as s from "./customise.css";
import { useReturnFocus } from "../../lib/a11y/return-focus";
import { ChoiceStepper } from "./stepper";
import { ConfiguratorSection } from "./configurator";

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
  const chosen = config.selections.filter((x) => x.groupId === group.id).map((x) => x.optionId);
  const options = visibleOptions(group, diets, new Set(chosen));
  const current = chosenName(group, config);
  const cost = (minor: number) => (minor > 0 ? `+${formatMoney(minor, currencySymbol)}` : "");
  const returnFocus = useReturnFocus();
  return (
    <ConfiguratorSection
      id={sectionId}
      title={isBase && !current ? BASE_PLACEHOLDER : group.name}
      required={group.min > 0}
      error={error}
      errorId={`${sectionId}-error`}
    >
      {isBase && current ? <p className={s.cost}>{`Your base: ${current}`}</p> : null}
      {!single && group.max > 1 ? <p className={s.cost}>{`Choose up to ${group.max}`}</p> : null}
      <ul className={s.options}>
        {options.map((o) => {
          const q = optionQuantity(config, group.id, o.id);
          if (single) {
            const intent: CustomiseIntent = { type: "choose", groupId: group.id, optionId: o.id };
            return (
              <li key={o.id}>
                <button
                  type="submit"
                  name={intentName("choose", { groupId: group.id, optionId: o.id })}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
                  autoFocus={returnFocus(`choose|${group.id}|${o.id}`)}
                  className={s.choice}
                  aria-pressed={q > 0}
                  onClick={(e) => onIntent(intent, e)}
                >
                  {`${o.name} `}
                  {o.costMinor > 0 ? <span className={s.cost}>{cost(o.costMinor)}</span> : null}
                  {q > 0 ? <span className={textBrowsersOnly}> (chosen)</span> : null}
                </button>
              </li>
            );
          }
          if (o.isIncluded) {
            const removed = q < 0 || config.selections.some((x) => x.groupId === group.id && x.optionId === o.id && x.quantity === -1);
            return (
              <li key={o.id} className={s.option}>
                {removed ? `No ${o.name.toLowerCase()} ` : `${o.name} `}
                <button
                  type="submit"
                  name={intentName("excl", { groupId: group.id, optionId: o.id })}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
                  autoFocus={returnFocus(`excl|${group.id}|${o.id}`)}
                  className={s.choiceFit}
                  aria-pressed={removed}
                  onClick={(e) => onIntent({ type: "toggle-exclusion", groupId: group.id, optionId: o.id }, e)}
                >
                  {removed ? "Add back" : "Remove"}
                  <span className={visuallyHidden}>{` ${o.name}`}</span>
                </button>
              </li>
            );
          }
          const free = isOptionFreeAddable(item, config, group.id, o.id);
          const costText = free ? "Free" : cost(o.costMinor);
          const costId = costText ? `${sectionId}-${o.id}-cost` : undefined;
          return (
            <ChoiceStepper
              key={o.id}
              name={o.name}
              cost={costText}
              costId={costId}
              quantity={q}
              target={{ groupId: group.id, optionId: o.id }}
              fewer={{
                intent: "dec",
                label: `Remove one ${o.name}`,
                onClick: (e) => onIntent({ type: "decrement", groupId: group.id, optionId: o.id }, e),
              }}
              more={{
                intent: "inc",
                label: `Add ${o.name}`,
                disabled: !canIncrement(item, config, group.id, o.id),
                describedBy: costId,
                onClick: (e) => onIntent({ type: "increment", groupId: group.id, optionId: o.id }, e),
              }}
            />
          );
        })}
      </ul>
    </ConfiguratorSection>
  );
}
