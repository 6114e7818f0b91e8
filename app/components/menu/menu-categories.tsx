// The menu's categories: each with its heading, its sections' links and their cards.
import type { MenuFilters, MenuViewCategory } from "../../../domain/menu/menu-view";
import { BundleCard, ItemCard, type MenuOf } from "./menu-card";
import * as s from "./menu.css";

export function MenuCategories({
  categories,
  menu,
  currencySymbol,
  filters,
  basketPath,
  focusCategory,
  addedItem,
  shownItem,
}: {
  categories: MenuViewCategory[];
  menu: MenuOf;
  currencySymbol: string;
  filters: MenuFilters;
  basketPath: string;
  /** Without JavaScript, the category whose page this is: its heading has focus. */
  focusCategory: string | null;
  /** Without JavaScript, the item just added: its 'Add' has focus again. */
  addedItem: string | null;
  /** Without JavaScript, the item whose information was just closed: its link has focus again. */
  shownItem: string | null;
}) {
  return categories.map((c) => (
    <section key={c.id} id={`category-${c.id}`} className={s.category} aria-labelledby={`category-${c.id}-title`}>
      <h2
        id={`category-${c.id}-title`}
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the page of this category opens at it
        autoFocus={focusCategory === c.id && !addedItem && !shownItem}
      >
        {c.name}
      </h2>
      {c.subCategories.length > 1 ? (
        <ul className={s.subTabs} aria-label={`${c.name} sections`}>
          {c.subCategories.map((sc) => (
            <li key={sc.id}>
              <a className={s.subTab} href={`#sub-${sc.id}`}>
                {sc.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {c.subCategories.map((sc) => (
        <div key={sc.id} id={`sub-${sc.id}`} className={s.subCategory}>
          <h3 id={`sub-${sc.id}-title`}>{sc.name}</h3>
          {sc.description ? <p className={s.subDescription}>{sc.description}</p> : null}
          <ul className={s.grid}>
            {sc.bundles.map((b) => (
              <li key={b.id}>
                <BundleCard bundle={b} menu={menu} currencySymbol={currencySymbol} />
              </li>
            ))}
            {sc.items.map((i) => (
              <li key={i.id}>
                <ItemCard
                  item={i}
                  menu={menu}
                  currencySymbol={currencySymbol}
                  showCalories={filters.showCalories}
                  diets={filters.diets}
                  focus={addedItem === i.id ? "add" : shownItem === i.id ? "info" : null}
                  basketPath={basketPath}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  ));
}
