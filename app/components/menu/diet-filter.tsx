// 'FILTER BY DIET': a GET form, so the filters live in the URL and work without JavaScript. The
// server renders it open (?filter=open); with JavaScript it is a modal whose confirm waits 50 ms.
// Dismissing it leads to the same menu without ?filter=open.
import { useSubmit, Form, Link } from "react-router";
import { ALLERGENS } from "../../../domain/menu/allergens";
import { Dialog } from "../ui/dialog";
import { actions as dialogActions } from "../ui/dialog.css";
import { button } from "../../styles/ui.css";
import * as s from "./menu.css";

export const DIETS = ["Gluten-Free", "Vegetarian", "Vegan"] as const;

export const FILTER_CONFIRM_DELAY_MS = 50;

export function DietFilterDialog({
  action,
  diets,
  allergens,
  showCalories,
  closeHref,
  clearHref,
  category,
}: {
  action: string;
  /** The category the customer was on: applying or clearing the filter keeps it. */
  category: string | null;
  diets: string[];
  allergens: string[];
  showCalories: boolean;
  closeHref: string;
  /** 'Clear selection': the menu with no filter, on the same category. */
  clearHref: string;
}) {
  const submit = useSubmit();
  return (
    <Dialog title="FILTER BY DIET" closeHref={closeHref}>
      <Form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          setTimeout(() => void submit(form, { method: "get", action, preventScrollReset: true }), FILTER_CONFIRM_DELAY_MS);
        }}
      >
        <input type="hidden" name="apply" value="1" />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Diet</legend>
          {DIETS.map((d) => (
            <label key={d} className={s.checkRow}>
              <input type="checkbox" name="diet" value={d} defaultChecked={diets.includes(d)} /> {d}
            </label>
          ))}
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Leave out dishes containing</legend>
          <div className={s.checkGrid}>
            {ALLERGENS.map(([value, label]) => (
              <label key={value} className={s.checkRow}>
                <input type="checkbox" name="allergen" value={value} defaultChecked={allergens.includes(value)} /> {label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={s.checkRow}>
          <input type="checkbox" name="calories" value="1" defaultChecked={showCalories} /> Show calories
        </label>
        <p className={s.cardText}>Adults need around 2000 kcal per day.</p>
        <div className={dialogActions}>
          <Link className={button.secondary} to={clearHref}>
            Clear selection
          </Link>
          <button type="submit" className={button.primary}>
            Apply filters
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
