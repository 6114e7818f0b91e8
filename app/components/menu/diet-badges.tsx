import * as s from "./menu.css";

const LABELS: Record<string, string> = {
  Vegan: "Vegan",
  Vegetarian: "Vegetarian",
  "Gluten-Free": "Gluten-free",
  Spicy: "Hot",
  "Extra-Spicy": "Extra hot",
};

/** The words shown: diets first, then tags, each once (a 'Spicy' diet and a 'Hot' tag say the same). */
export function dietBadgeLabels(diets: string[], tags: string[] = []): string[] {
  const seen = new Set<string>();
  return [...diets.map((d) => LABELS[d] ?? d), ...tags].filter((label) => {
    const key = label.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Diet markers as words, not colours alone, so they read the same to everyone. */
export function DietBadges({ diets, tags = [] }: { diets: string[]; tags?: string[] }) {
  const labels = dietBadgeLabels(diets, tags);
  if (!labels.length) return null;
  return (
    <ul className={s.chips} aria-label="Diet and tags">
      {labels.map((label) => (
        <li key={label} className={s.chip}>
          {label}
        </li>
      ))}
    </ul>
  );
}
