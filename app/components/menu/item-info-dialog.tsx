// An item's information on the menu ('More information', ?info=): what it is, its diets, calories
// and allergens, in a dialog (decision 009) that goes back to the item on the menu.
import type { infoCard } from "../../routes/menu.server";
import { Dialog } from "../ui/dialog";

const DIET_INFO: Record<string, string> = {
  Vegan: "Vegan: no animal products.",
  Vegetarian: "Vegetarian: no meat or fish.",
  "Gluten-Free": "Gluten-free: under 20 parts per million of gluten.",
  Spicy: "Hot: a little heat.",
  "Extra-Spicy": "Extra hot: serious heat.",
};

export function ItemInfoDialog({
  info,
  closeHref,
  onClose,
}: {
  info: NonNullable<ReturnType<typeof infoCard>>;
  closeHref: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={info.name} closeHref={closeHref} onClose={onClose}>
      <p>{info.description}</p>
      {info.diets.length ? (
        <ul>
          {info.diets.map((d) => (
            <li key={d}>{DIET_INFO[d] ?? d}</li>
          ))}
        </ul>
      ) : null}
      <p>{info.calories} kcal. Adults need around 2000 kcal per day.</p>
      {info.allergens.length ? (
        <p>Contains: {info.allergens.map((a) => a.replaceAll("-", " ")).join(", ")}.</p>
      ) : (
        <p>Contains none of the 14 allergens.</p>
      )}
    </Dialog>
  );
}
