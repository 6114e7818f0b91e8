// The restaurant's menu: category tabs, cards, the diet filter and the basket banner. Filters live
// in the URL (a GET form); 'Add' is a POST handled by the action (a fetcher with JavaScript).
import { useEffect } from "react";
import { data, Link, redirect, useFetcher, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/menu";
import { getApp } from "../context";
import { NO_RESULTS_MESSAGE } from "../domain/diet-filter";
import { menuParams, quickAddForm } from "../forms/search.server";
import { closedMessage, infoCard, menuFilters } from "../forms/menu-page.server";
import { requireMenuJourney } from "../forms/journey.server";
import { BasketBanner } from "../components/basket-banner";
import { CategoryTabs } from "../components/category-tabs";
import { Dialog } from "../components/dialog";
import { actions as dialogActions } from "../components/dialog.css";
import { DietFilterDialog } from "../components/diet-filter";
import { BundleCard, ItemCard } from "../components/menu-card";
import * as s from "../components/menu.css";
import { NoticeProvider } from "../lib/notice";
import { backTarget } from "../lib/back-target";
import { useInApp } from "../lib/in-app";
import { InAppBack } from "../components/in-app-back";
import { categoryPage } from "../domain/menu-view";
import { button, container } from "../styles/ui.css";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const { services } = app;
  // Journey rules: a menu belongs to the journey the basket is on, for the restaurant chosen.
  const { mode, restaurantId, restaurant, state } = await requireMenuJourney(app, params);

  const url = new URL(request.url);
  const { filters, setCookie } = menuFilters(request);
  const fullView = await services.menu.view(restaurantId, filters);
  // The server renders one category (the tabs link to the others); with JavaScript the page loads
  // the rest after it starts (`?all=1`), so the tabs scroll as one long menu. docs/decisions/005.
  const askedCategory = url.searchParams.get("category");
  const infoId = url.searchParams.get("info");
  const whole = url.searchParams.get("all") === "1";
  const page = fullView
    ? categoryPage(fullView, { category: askedCategory && /^[a-z0-9-]{1,64}$/.test(askedCategory) ? askedCategory : null, itemId: infoId })
    : null;
  const view = whole ? fullView : (page?.view ?? null);

  return data(
    {
      mode,
      restaurantId,
      restaurantName: restaurant.name,
      searchTerm: state.searchTerm,
      delivery: state.delivery ? { begin: state.delivery.duration.begin, end: state.delivery.duration.end } : null,
      view,
      /** Every category, for the tabs; `active` is the one rendered when `complete` is false. */
      tabs: page?.tabs ?? [],
      active: page?.active ?? null,
      complete: whole,
      filters,
      filterOpen: url.searchParams.get("filter") === "open",
      info: infoCard(fullView, infoId),
      added: url.searchParams.get("added") === "1",
      closedMessage: closedMessage(mode, restaurant, fullView, filters),
      currencySymbol: services.brand.currencySymbol,
      brandName: services.brand.name,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * The categories to show. The server renders one; with JavaScript the whole menu (same filters) is
 * loaded once the page runs, so every category is on the page and the tabs scroll to them.
 */
function useWholeMenu(base: string, page: Route.ComponentProps["loaderData"]) {
  const whole = useFetcher<typeof loader>({ key: "menu-whole" });
  const query = filterQuery(page.filters);
  const url = `${base}${query ? `${query}&` : "?"}all=1`;
  const needed = !page.complete && page.view !== null && page.closedMessage === null;
  const { load } = whole;
  useEffect(() => {
    if (needed) void load(url);
  }, [needed, url, load]);
  // Only a whole menu of this restaurant, journey and filters (the fetcher outlives a navigation).
  const loaded = whole.data;
  const full =
    loaded?.complete &&
    loaded.restaurantId === page.restaurantId &&
    loaded.mode === page.mode &&
    JSON.stringify(loaded.filters) === JSON.stringify(page.filters)
      ? loaded.view
      : null;
  // A page opened on a later category (a shared link): once the others are in, back to it.
  const arrived = full !== null;
  useEffect(() => {
    if (!arrived || !window.location.hash.startsWith("#category-")) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [arrived]);
  return (full ?? page.view)?.categories ?? [];
}

const DIET_INFO: Record<string, string> = {
  Vegan: "Vegan: no animal products.",
  Vegetarian: "Vegetarian: no meat or fish.",
  "Gluten-Free": "Gluten-free: under 20 parts per million of gluten.",
  Spicy: "Hot: a little heat.",
  "Extra-Spicy": "Extra hot: serious heat.",
};

export async function action({ params, context, request }: Route.ActionArgs) {
  const { services, session } = getApp(context);
  const p = menuParams.safeParse(params);
  const form = quickAddForm.safeParse(Object.fromEntries(await request.formData()));
  if (!p.success || !form.success) return data({ error: "This item could not be added." }, { status: 400 });
  try {
    await services.baskets.quickAdd(session.basketId, form.data.itemId, async () => [
      ...(await services.menu.outOfStock(p.data.restaurantId)),
    ]);
  } catch (e) {
    const message = e instanceof Error && e.name === "BasketRuleError" ? e.message : "This item could not be added.";
    if (e instanceof Error && e.name !== "BasketRuleError") throw e;
    return data({ error: message }, { status: 409 });
  }
  if (form.data.js) return { added: form.data.itemId };
  const back = new URL(request.url);
  back.searchParams.set("added", "1");
  return redirect(`${back.pathname}${back.search}#item-${form.data.itemId}`);
}

/** Adding to the basket does not change the menu: only the root (the basket) reloads. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "add") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Menu: ${loaderData?.restaurantName ?? ""} | ${loaderData?.brandName ?? ""}` }];
}

function filterQuery(f: { diets: string[]; allergens: string[]; showCalories: boolean }, extra = "") {
  const q = new URLSearchParams();
  for (const d of f.diets) q.append("diet", d);
  if (!f.showCalories) q.set("calories", "0");
  if (extra) q.set("filter", extra);
  const text = q.toString();
  return text ? `?${text}` : "";
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { mode, restaurantId, restaurantName, delivery, searchTerm, view, filters, currencySymbol } = loaderData;
  const base = `/${mode}/menu/${restaurantId}`;
  const categories = useWholeMenu(base, loaderData);
  /** The page of one category, with the filters kept (the tabs without JavaScript). */
  const categoryHref = (id: string) => {
    const q = new URLSearchParams(filterQuery(filters).slice(1));
    q.set("category", id);
    return `${base}?${q.toString()}#category-${id}`;
  };
  const toRestaurants = backTarget({ page: "menu", mode, searchTerm });
  const back = toRestaurants.href;
  const inApp = useInApp();
  const activeFilters = filters.diets.length + filters.allergens.length;
  const dietQuery = filters.diets.length ? `?${filters.diets.map((d) => `diet=${encodeURIComponent(d)}`).join("&")}` : "";
  const info = loaderData.info;
  return (
    <NoticeProvider
      initial={loaderData.added ? "Item added to order" : null}
      render={(message, close) => (
        <div role="status" aria-live="polite" className={s.notice}>
          {message ? (
            <>
              <span>{message}</span>
              <button type="button" className={s.noticeClose} onClick={close} aria-label="Close notification">
                ×
              </button>
            </>
          ) : null}
        </div>
      )}
    >
      <div className={s.page}>
        <div className={`${container} ${s.intro}`}>
          <InAppBack to={toRestaurants} />
          <p className={s.introLinks}>
            {inApp ? null : <a href={back}>Back to restaurants</a>}
            {mode === "collection" ? <a href={back}>Change restaurant</a> : null}
          </p>
          <h1>{restaurantName}</h1>
          <p className={s.cardText}>
            {mode === "delivery" && delivery
              ? `Estimated delivery time: ${delivery.begin} - ${delivery.end} mins`
              : `You are ordering for collection from ${restaurantName} restaurant.`}
          </p>
          <Link className={`${button.secondary} ${s.filterButton}`} to={`${base}${filterQuery(filters, "open")}`} preventScrollReset>
            FILTER BY DIET{activeFilters ? ` (${activeFilters} on)` : ""}
          </Link>
        </div>
        {loaderData.tabs.length ? (
          <CategoryTabs tabs={loaderData.tabs} rendered={categories.map((c) => c.id)} active={loaderData.active} pageHref={categoryHref} />
        ) : null}
        <div className={container}>
          {view && view.count === 0 ? <p className={s.empty}>{NO_RESULTS_MESSAGE}</p> : null}
          {categories.map((c) => (
            <section key={c.id} id={`category-${c.id}`} className={s.category} aria-labelledby={`category-${c.id}-title`}>
              <h2 id={`category-${c.id}-title`}>{c.name}</h2>
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
                        <BundleCard bundle={b} base={base} currencySymbol={currencySymbol} />
                      </li>
                    ))}
                    {sc.items.map((i) => (
                      <li key={i.id}>
                        <ItemCard
                          item={i}
                          base={base}
                          currencySymbol={currencySymbol}
                          showCalories={filters.showCalories}
                          dietQuery={dietQuery}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
        <BasketBanner basketPath={`/${mode}/basket`} />
      </div>
      {loaderData.filterOpen ? (
        <DietFilterDialog
          action={base}
          diets={filters.diets}
          allergens={filters.allergens}
          showCalories={filters.showCalories}
          closeHref={`${base}${filterQuery(filters)}`}
        />
      ) : null}
      {info ? (
        <Dialog
          title={info.name}
          closeHref={`${categoryHref(loaderData.active ?? "").split("#")[0]}#item-${info.id}`}
          onClose={() => navigate(`${base}${filterQuery(filters)}#item-${info.id}`, { replace: true, preventScrollReset: true })}
        >
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
      ) : null}
      {loaderData.closedMessage ? (
        <Dialog title="Restaurant closed" role="alertdialog" closeHref={back}>
          <p>{loaderData.closedMessage}</p>
          <div className={dialogActions}>
            <a className={button.primary} href={back}>
              Find another restaurant
            </a>
          </div>
        </Dialog>
      ) : null}
    </NoticeProvider>
  );
}
