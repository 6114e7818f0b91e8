// The restaurant's menu: category tabs, cards, the diet filter and the basket banner. Filters live
// in the URL (a GET form); 'Add' is a POST handled by the action (a fetcher with JavaScript).
import { useStateFrom } from "../lib/state-from";
import { data, redirect, useNavigate, type ShouldRevalidateFunctionArgs, Link } from "react-router";
import type { Route } from "./+types/menu";
import { getApp, menuJourney } from "../context";
import { paths, type MenuQuery } from "../paths";
import { NO_RESULTS_MESSAGE } from "../../domain/menu/diet-filter";
import { menuParams, quickAddForm } from "../forms/menu.server";
import { closedMessage, infoCard, menuFilters } from "./menu.server";
import { changePostcodeAction, changePostcodeState, isChangePostcode } from "../forms/change-postcode.server";
import { ChangePostcodeDialog, changePostcodeOpen, DeliveringTo, postcodeErrorOf } from "../components/search/change-postcode";
import { RestaurantChangeDialog } from "../components/search/restaurant-change-dialog";
import { BasketBanner } from "../components/basket/basket-banner";
import { ClubBanner } from "../components/loyalty/club-banner";
import { CategoryTabs } from "../components/menu/category-tabs";
import { DialogPage, NoticeDialog } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { recordAdd } from "../forms/analytics.server";
import { basketRefusal } from "../forms/refusals.server";
import { chooseBeforeAdd } from "../forms/menu-link.server";
import { AddedNotice } from "../components/menu/menu-card";
import { MenuCategories } from "../components/menu/menu-categories";
import * as s from "../components/menu/menu.css";
import { NoticeProvider, NoticeSlot } from "../lib/a11y/notice";
import { backTarget } from "../lib/in-app/back-target";
import { useInApp } from "../lib/in-app/in-app";
import { InAppBack } from "../components/in-app/in-app-back";
import { categoryPage, type MenuTab } from "../../domain/menu/menu-view";
import { button, container } from "../styles/ui.css";
import { alert as alertBox } from "../components/ui/form.css";
import { PageHeading } from "../components/site/page-heading";
import { DealBanners } from "../components/menu/deal-banners";
import { filterQuery, useWholeMenu } from "../lib/whole-menu";
import { onDemand, useLoadWhenIdle } from "../lib/on-demand";
import { keepPageOnFailure, unlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// The diet filter and an item's information: fetched by a menu page that shows one, or once the
// page is idle, so opening them later needs no wait; the menu's first load carries neither.
const loadDietFilter = () => import("../components/menu/diet-filter");
const loadItemInfo = () => import("../components/menu/item-info-dialog");
const DietFilterDialog = onDemand(() => loadDietFilter().then((m) => m.DietFilterDialog));
const ItemInfoDialog = onDemand(() => loadItemInfo().then((m) => m.ItemInfoDialog));

const NO_TABS: MenuTab[] = [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const { services } = app;
  // Journey rules (the layout's): a menu belongs to the journey the basket is on, for the restaurant chosen.
  const { mode, restaurantId, restaurant, state, chosen } = menuJourney(context);

  const url = new URL(request.url);
  const { filters, setCookie } = menuFilters(request, services.cookies.allergens);
  if (setCookie) app.setCookie(setCookie);
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

  return data({
    mode,
    restaurantId,
    restaurantName: restaurant.name,
    /** False on a menu opened from a link with the basket elsewhere: its first 'Add' chooses it. */
    chosen,
    searchTerm: state.searchTerm,
    delivery: state.delivery ? { begin: state.delivery.duration.begin, end: state.delivery.duration.end } : null,
    changePostcode: changePostcodeState(request, state),
    view,
    /** Every category, for the tabs; `active` is the one rendered when `complete` is false. */
    tabs: page?.tabs ?? NO_TABS,
    active: page?.active ?? null,
    complete: whole,
    filters,
    filterOpen: url.searchParams.get("filter") === "open",
    info: infoCard(fullView, infoId),
    added: url.searchParams.has("added"),
    /** Without JavaScript, the item just added: its 'Add' has focus again after the reload. */
    addedItem: url.searchParams.get("added") === "1" ? null : url.searchParams.get("added"),
    /** Without JavaScript, the item whose information was just closed: its link has focus again. */
    shownItem: url.searchParams.get("shown"),
    /** A category's own page (a tab followed without JavaScript): focus starts at its heading. */
    focusCategory: askedCategory && page?.active === askedCategory && url.searchParams.get("filter") !== "open" ? askedCategory : null,
    closedMessage: closedMessage(mode, restaurant, fullView, filters),
    currencySymbol: services.brand.currencySymbol,
    brandName: services.brand.name,
    banners: await services.banners.forJourney(mode, restaurantId),
    bannerStylesheet: services.banners.stylesheet.href,
    /** The club's login banner: the loyalty feature on and nobody signed in (decision 018). */
    clubBanner: services.features.loyalty && app.session.customerId === null,
  });
}

/** The item whose 'Add' waits on 'Are you sure?' (it would empty another restaurant's basket). */
const confirmRestaurantOf = (answer: unknown) =>
  answer && typeof answer === "object" && "confirmRestaurant" in answer && typeof answer.confirmRestaurant === "string"
    ? answer.confirmRestaurant
    : null;

export const handle = dialogHandle<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"]>((page, answer) =>
  Boolean(
    page?.filterOpen ||
    page?.info ||
    page?.closedMessage ||
    changePostcodeOpen(page?.changePostcode, answer) ||
    confirmRestaurantOf(answer),
  ),
);

export async function action({ params, context, request }: Route.ActionArgs) {
  const { services, session } = getApp(context);
  const p = menuParams.safeParse(params);
  const posted = await request.formData();
  if (isChangePostcode(posted)) return changePostcodeAction(getApp(context), request, posted);
  const form = quickAddForm.safeParse(Object.fromEntries(posted));
  if (!p.success || !form.success) return data({ error: "This item could not be added." }, { status: 400 });
  // A menu opened from a link: its first 'Add' chooses this restaurant (menu-layout.server.ts).
  const notYet = await chooseBeforeAdd(getApp(context), menuJourney(context), form.data.confirmed === "yes");
  if (notYet?.kind === "postcode") return redirect(paths.search("delivery"));
  if (notYet?.kind === "confirm") return data({ confirmRestaurant: form.data.itemId });
  if (notYet?.kind === "refused") return data({ error: notYet.message }, { status: 409 });
  try {
    // A voucher the change ends is kept on the basket, and its page says so.
    await services.basketLines.quickAdd(session, form.data.itemId);
  } catch (e) {
    return data({ error: basketRefusal(e).message }, { status: 409 });
  }
  if (form.data.js) return { added: form.data.itemId };
  // Without JavaScript the add is recorded here (with it, the card's beacon sent it).
  await recordAdd(getApp(context), request, p.data.mode, { source: "menu", itemId: form.data.itemId, quantity: 1 });
  const back = new URL(request.url);
  back.searchParams.set("added", form.data.itemId);
  // No fragment: the page comes back with focus on the item's 'Add', which a fragment would stop. With JavaScript (a
  // menu opened from a link posts as a navigation) the request is the page's `.data` twin: back to the page.
  return redirect(`${back.pathname.replace(/\.data$/, "")}${back.search}`);
}

/** Adding to the basket does not change the menu: only the root (the basket) reloads. */
export const shouldRevalidate = unlessFailed(({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
  if (formData?.get("intent") === "add") return false;
  return defaultShouldRevalidate;
});

export function meta({ loaderData }: Route.MetaArgs) {
  const restaurant = loaderData?.restaurantName ?? "";
  const brand = loaderData?.brandName ?? "";
  const how = loaderData?.mode === "delivery" ? "for delivery" : "to collect";
  return [
    { title: `Menu: ${restaurant} | ${brand}` },
    {
      name: "description",
      content: `The ${brand} ${restaurant} menu: order pizzas, sides, desserts and drinks online ${how}, with allergen and calorie information for every dish.`,
    },
  ];
}

export type MenuPage = Route.ComponentProps["loaderData"];

export default function Menu({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { mode, restaurantId, restaurantName, delivery, searchTerm, filters, currencySymbol, view, tabs } = loaderData;
  const base = paths.menu(mode, restaurantId);
  const categories = useWholeMenu(loaderData);
  useLoadWhenIdle(loadDietFilter);
  useLoadWhenIdle(loadItemInfo);
  // The category the customer is on (the tab followed, or scrolled to with JavaScript).
  const [current, setCurrent] = useStateFrom(loaderData.active);
  /** The page of one category, with the filters kept (the tabs without JavaScript). */
  // No fragment: the page opens with focus on the category's heading, which a fragment would stop.
  const categoryHref = (id: string, query: MenuQuery = {}) =>
    paths.menu(mode, restaurantId, { ...filterQuery(filters), category: id, ...query });
  const menuOf = { mode, restaurantId, chosen: loaderData.chosen };
  const toRestaurants = backTarget({ page: "menu", mode, searchTerm });
  const back = toRestaurants.href;
  const inApp = useInApp();
  const activeFilters = filters.diets.length + filters.allergens.length;
  const info = loaderData.info;
  const postcode = loaderData.changePostcode;
  const postcodeOpen = changePostcodeOpen(postcode, actionData);
  const confirming = confirmRestaurantOf(actionData);
  const refused = actionData && "error" in actionData && typeof actionData.error === "string" ? actionData.error : null;
  const dialog = (
    <>
      {loaderData.filterOpen ? (
        <DietFilterDialog
          action={base}
          diets={filters.diets}
          allergens={filters.allergens}
          showCalories={filters.showCalories}
          closeHref={paths.menu(mode, restaurantId, filterQuery(filters, "", loaderData.active))}
          clearHref={paths.menu(mode, restaurantId, { apply: 1, calories: 1, category: loaderData.active || undefined })}
          category={loaderData.active}
        />
      ) : null}
      {info ? (
        <ItemInfoDialog
          info={info}
          closeHref={categoryHref(loaderData.active ?? "", { shown: info.id })}
          onClose={() =>
            navigate(`${paths.menu(mode, restaurantId, filterQuery(filters))}#item-${info.id}`, { replace: true, preventScrollReset: true })
          }
        />
      ) : null}
      {loaderData.closedMessage ? (
        <NoticeDialog title="Restaurant closed" closeHref={back} links={[{ href: back, label: "Find another restaurant" }]}>
          <p>{loaderData.closedMessage}</p>
        </NoticeDialog>
      ) : null}
      {postcode && postcodeOpen ? <ChangePostcodeDialog state={postcode} error={postcodeErrorOf(actionData)} /> : null}
      {confirming ? (
        <RestaurantChangeDialog
          cancelHref={paths.menu(mode, restaurantId, filterQuery(filters, "", loaderData.active))}
          fields={{ intent: "add", itemId: confirming }}
        />
      ) : null}
    </>
  );
  return (
    <NoticeProvider initial={loaderData.added ? "Item added to order" : null}>
      <DialogPage dialog={loaderData.filterOpen || info || loaderData.closedMessage || postcodeOpen || confirming ? dialog : null}>
        <div>
          <div className={`${container} ${s.intro}`}>
            <InAppBack to={toRestaurants} />
            <p className={s.introLinks}>
              {inApp ? null : <Link to={back}>Back to restaurants</Link>}{" "}
              {mode === "collection" ? <Link to={back}>Change restaurant</Link> : null}
            </p>
            <PageHeading focus={!loaderData.addedItem && !loaderData.shownItem && !loaderData.focusCategory && !postcode?.changed}>
              {restaurantName}
            </PageHeading>
            <NoticeSlot render={(notice) => <AddedNotice {...notice} />} />
            {refused ? (
              <p className={alertBox} role="alert">
                {refused}
              </p>
            ) : null}
            <p className={s.cardText}>
              {mode === "delivery"
                ? delivery
                  ? `Estimated delivery time: ${delivery.begin} - ${delivery.end} mins`
                  : `To order delivery from ${restaurantName}, enter your postcode on the delivery page: the first 'Add' takes you there.`
                : `You are ordering for collection from ${restaurantName} restaurant.`}
            </p>
            {postcode ? <DeliveringTo state={postcode} className={s.cardText} /> : null}
            {loaderData.clubBanner ? <ClubBanner mode={mode} returnTo={base} /> : null}
            <Link
              className={`${button.secondary} ${s.filterButton}`}
              to={paths.menu(mode, restaurantId, filterQuery(filters, "open", current))}
              preventScrollReset
            >
              FILTER BY DIET{activeFilters ? ` (${activeFilters} on)` : ""}
            </Link>
          </div>
          {/* Fixed at the foot of the screen, but early in the tab order: from the heading, the
              basket is two Tabs away however long the menu (docs/decisions/010-keyboard-and-focus.md). */}
          {/* The basket is at another restaurant (or nowhere) until this menu's first 'Add'. */}
          {loaderData.chosen ? <BasketBanner basketPath={paths.basket(mode)} /> : null}
          <DealBanners banners={loaderData.banners} stylesheet={loaderData.bannerStylesheet} />
          {tabs.length ? (
            <CategoryTabs
              tabs={tabs}
              rendered={categories.map((c) => c.id)}
              active={loaderData.active}
              pageHref={categoryHref}
              onChange={setCurrent}
            />
          ) : null}
          <div className={container}>
            {view && view.count === 0 ? <p className={s.empty}>{NO_RESULTS_MESSAGE}</p> : null}
            <MenuCategories
              categories={categories}
              menu={menuOf}
              currencySymbol={currencySymbol}
              filters={filters}
              basketPath={paths.basket(mode)}
              focusCategory={loaderData.focusCategory}
              addedItem={loaderData.addedItem}
              shownItem={loaderData.shownItem}
            />
          </div>
        </div>
      </DialogPage>
    </NoticeProvider>
  );
}
