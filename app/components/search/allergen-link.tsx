// 'Allergen Information' under the hero's search (home and search pages): the brand's allergen
// guide, opened in a new tab, which screen readers are told.
import * as h from "./hero.css";
import { visuallyHidden } from "../../styles/ui.css";

export function AllergenLink({ href }: { href: string }) {
  return (
    <p className={h.heroLinks}>
      <a className={h.heroLink} href={href} target="_blank" rel="external noopener">
        Allergen Information<span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    </p>
  );
}
