// The menu's categories: each with its heading, its sections' links and their cards. The cards of
// a section are kept (app/components/kept-markup.tsx): the same for every customer of the
// restaurant with the same filters on the same address, and most of the page's markup.
import type { MenuFilters, MenuViewCategory, MenuViewSubCategory } from "../domain/menu-view";
import { BundleCard, ItemCard, type MenuOf } from "./menu-card";
import { KeptMarkup } from "./kept-markup";
import { usePageAddress } from "./form";
import * as s from "./menu.css";

/**
 * The variants kept per section at most: an address (a category's page, the diet filter's query)
 * and the filters make one each.
 */
const KEPT_SECTIONS = 32;

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
  const action = usePageAddress();
  // Everything a section's cards show besides the section itself (the kept markup's source).
  const variant = JSON.stringify([action, menu.mode, menu.restaurantId, currencySymbol, filters.showCalories, filters.diets, basketPath]);
  // A section with a card that is given focus is rendered in place (kept markup cannot know focus).
  const focused = (sc: MenuViewSubCategory) => sc.items.some((i) => i.id === addedItem || i.id === shownItem);
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
          <KeptMarkup
            as="ul"
            className={s.grid}
            source={sc}
            variant={variant}
            keep={!focused(sc)}
            most={KEPT_SECTIONS}
            render={() => (
              <>
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
                      action={action}
                    />
                  </li>
                ))}
              </>
            )}
          />
        </div>
      ))}
    </section>
  ));
}
