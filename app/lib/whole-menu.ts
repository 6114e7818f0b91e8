// The menu page's client side: its filter query, and the whole menu loaded once the page runs.
import { startTransition, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { paths, type MenuQuery } from "../paths";
import type { loader, MenuPage } from "../routes/menu";

export function filterQuery(
  f: { diets: string[]; allergens: string[]; showCalories: boolean },
  extra: "open" | "" = "",
  category: string | null = null,
): MenuQuery {
  return {
    diet: f.diets,
    calories: f.showCalories ? undefined : 0,
    // The category the customer is on: the filter keeps it.
    category: category || undefined,
    filter: extra || undefined,
  };
}

/**
 * The categories to show. The server renders one; with JavaScript the whole menu (same filters) is
 * loaded once the page runs, so every category is on the page and the tabs scroll to them.
 */
export function useWholeMenu(page: MenuPage) {
  const whole = useFetcher<typeof loader>({ key: "menu-whole" });
  const url = paths.menu(page.mode, page.restaurantId, { ...filterQuery(page.filters), all: 1 });
  const needed = !page.complete && page.view !== null && page.closedMessage === null;
  const { load } = whole;
  // The allergens live in a cookie, not the address: a change of them alone loads the menu again too.
  const filters = JSON.stringify(page.filters);
  useEffect(() => {
    if (needed) void load(url);
  }, [needed, url, filters, load]);
  // Only a whole menu of this restaurant, journey and filters (the fetcher outlives a navigation).
  const loaded = whole.data;
  const full =
    loaded?.complete && loaded.restaurantId === page.restaurantId && loaded.mode === page.mode && JSON.stringify(loaded.filters) === filters
      ? loaded.view
      : null;
  const shown = useStepwise(full?.categories ?? null, () => {
    const asked = [page.active, window.location.hash.startsWith("#category-") ? window.location.hash.slice("#category-".length) : null];
    return Math.max(0, ...asked.map((id) => full!.categories.findIndex((c) => c.id === id))) + 1;
  });
  // A page opened on a later category (a shared link, a tab without JavaScript) or on an item just
  // added: once the others are in, back to it.
  const arrived = full !== null;
  useEffect(() => {
    if (!arrived) return;
    const category = new URLSearchParams(window.location.search).get("category");
    const focused = document.activeElement?.closest("main") ? document.activeElement : null;
    const hash = window.location.hash.startsWith("#category-") ? document.getElementById(window.location.hash.slice(1)) : null;
    const section = category ? document.getElementById(`category-${category}`) : null;
    // A page named for a category (a tab's page, the diet filter applied there) shows that category,
    // unless focus is already inside it (an item just added). Focus stays where it was given back
    // (the filter's trigger: decision 010).
    if (section && !hash && !(focused && section.contains(focused))) {
      section.scrollIntoView({ block: "start" });
      return;
    }
    (focused ?? hash ?? section)?.scrollIntoView({ block: "nearest" });
  }, [arrived]);
  return shown ?? page.view?.categories ?? [];
}

/**
 * `items` shown a step at a time, one more after each frame, from the first `first()` of them: laid
 * out at once, the whole menu (about 3,000 elements) was the page's longest task after it started,
 * a freeze on a slow phone. The first step holds every category up to the page's own, so the scroll
 * back to it finds it where it stays; the others come in below it. The tabs of those not yet in
 * link to their pages until they are.
 */
function useStepwise<T>(items: readonly T[] | null, first: () => number): T[] | null {
  const [step, setStep] = useState<{ of: readonly T[]; count: number } | null>(null);
  const count = items === null ? 0 : step?.of === items ? step.count : first();
  useEffect(() => {
    if (items === null || count >= items.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setStep({ of: items, count: count + 1 })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, count]);
  return items && items.slice(0, count);
}
