import * as s from "./menu.css";

const LABELS: Record<string, string> = {
  Vegan: "Vegan",
  Vegetarian: "Vegetarian",
  "Gluten-Free": "Gluten-free",
  Spicy: "Hot",
  "Extra-Spicy": "Extra hot",
};

/** Diet markers as words, not colours alone, so they read the same to everyone. */
export function DietBadges({ diets, tags = [] }: { diets: string[]; tags?: string[] }) {
  if (!diets.length && !tags.length) return null;
  return (
    <ul className={s.chips} aria-label="Diet and tags">
      {diets.map((d) => (
        <li key={d} className={s.chip}>
          {LABELS[d] ?? d}
        </li>
      ))}
      {tags.map((t) => (
        <li key={`tag-${t}`} className={s.chip}>
          {t}
        </li>
      ))}
    </ul>
  );
}
