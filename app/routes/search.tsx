// The collection and delivery start pages: hero, postcode search and restaurant cards. The search
// runs in the loader (so results are in the URL and survive reloads); choosing a restaurant is a
// POST handled by the action.
import { data, Form, redirect, Link } from "react-router";
import type { Route } from "./+types/search";
import { getApp } from "../context";
import { paths } from "../paths";
import { locationQuery, newSearchForm, resultsPageQuery, selectRestaurantForm } from "./search.server";
import { intentFields } from "../forms/intent";
import type { OrderMode } from "../../domain/basket/basket";
import { RESULTS_PAGE_SIZE, SEARCH_MESSAGES, type SearchResult } from "../../domain/search/restaurant";
import { DialogPage, NoticeDialog } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { RestaurantResults } from "../components/search/restaurant-results";
import { SearchForm } from "../components/search/search-form";
import { RestaurantChangeDialog } from "../components/search/restaurant-change-dialog";
import { useAppSearchNavbar } from "../lib/in-app/app-messages";
import * as h from "../components/search/hero.css";
import * as s from "../components/search/search.css";
import { button, container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { DealBanners } from "../components/menu/deal-banners";
import { AllergenLink } from "../components/search/allergen-link";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

const modeOf = (request: Request): OrderMode => (new URL(request.url).pathname.startsWith("/delivery") ? "delivery" : "collection");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const mode = modeOf(request);
  if (mode === "delivery" && (!services.features.delivery || !services.features.deliveryLandingPage)) {
    throw redirect(services.brand.externalDeliveryUrl);
  }
  const url = new URL(request.url);
  const q = url.searchParams.get("q");
  const where = locationQuery.safeParse({ lat: url.searchParams.get("lat") ?? undefined, lon: url.searchParams.get("lon") ?? undefined });
  const basket = await services.baskets.peek(session.basketId);

  let result: SearchResult | null = null;
  let term = q?.slice(0, 100) ?? "";
  // A search that fails shows 'Oops! Something went wrong, please try again.' under the input.
  const searched = (run: () => Promise<SearchResult>) => run().catch((err: unknown) => services.search.failed(err));
  // Delivery by device location: the restaurants that deliver there, and the start of the postcode
  // in the field for the customer to finish (a rider needs the whole postcode; decision 004).
  let deliveryArea: string | null = null;
  if (where.success) {
    result = await searched(() => services.search.byLocation(where.data.lat, where.data.lon, mode));
    if (mode === "delivery") {
      deliveryArea = services.search.areaNear(where.data.lat, where.data.lon);
      if (deliveryArea) term = `${deliveryArea} `;
    }
  } else if (q !== null) {
    result = await searched(() => services.search.byPostcode(term, mode));
    if (result.postcode) term = result.postcode;
  } else if (basket?.state.searchTerm) {
    // The remembered search term prefills the form, unless it is not a postcode any more.
    term = services.journey.rememberedSearchTerm(basket) ?? "";
  }

  // Ten restaurants a page: the page's size no longer grows with the city (the API keeps them all).
  const page = resultsPageQuery.parse(url.searchParams.get("page") ?? undefined);
  const total = result?.restaurants.length ?? 0;
  if (result) result = { ...result, restaurants: result.restaurants.slice(0, page * RESULTS_PAGE_SIZE) };

  return {
    mode,
    brandName: services.brand.name,
    brandCode: services.brand.code,
    currencySymbol: services.brand.currencySymbol,
    distanceUnit: services.brand.code === "ie" ? ("km" as const) : ("miles" as const),
    allergenUrl: services.brand.allergenUrl,
    inApp: session.inApp,
    // A delivery held on the basket belongs to an earlier search: the form posts a new one, whose
    // action clears it (spec 1 §4), and answers with the search's address.
    postSearch: mode === "delivery" && Boolean(basket?.state.delivery),
    term,
    location: where.success ? { latitude: where.data.lat, longitude: where.data.lon } : null,
    deliveryArea,
    result,
    total,
    page,
    banners: await services.banners.forJourney(mode, null),
    bannerStylesheet: services.banners.stylesheet.href,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, session } = getApp(context);
  const mode = modeOf(request);
  const fields = intentFields(await request.formData());
  const search = newSearchForm.safeParse(fields);
  if (search.success) {
    if (mode === "delivery") await services.journey.newDeliverySearch(session.basketId, search.data.q);
    return redirect(paths.search(mode, { q: search.data.q }));
  }
  // A card's button names the intent and the restaurant; the confirmation posts them as fields.
  const parsed = selectRestaurantForm.safeParse(fields);
  if (!parsed.success) {
    return data({ kind: "error" as const, message: "Please choose a restaurant from the list." }, { status: 400 });
  }
  const f = parsed.data;
  const outcome = await services.journey.selectRestaurant({
    basketId: session.basketId,
    restaurantId: f.restaurantId,
    mode,
    searchTerm: f.searchTerm,
    point: f.lat !== undefined && f.lon !== undefined ? { latitude: f.lat, longitude: f.lon } : null,
    confirmed: f.confirmed === "yes",
  });
  switch (outcome.outcome) {
    case "selected":
      // A visitor who sent no basket cookie (a browser refusing cookies, or this post came first):
      // the menu checks it comes back, and says so if it does not, instead of forgetting the choice.
      return redirect(paths.menu(outcome.mode, outcome.restaurantId, session.basketIsNew ? { cookies: "check" } : {}));
    case "confirm":
      return data({ kind: "confirm" as const, restaurantId: f.restaurantId, searchTerm: f.searchTerm, lat: f.lat, lon: f.lon });
    case "quote-error":
      return data({ kind: "quote-error" as const, message: outcome.message }, { status: 409 });
    case "unavailable":
      return data({ kind: "error" as const, message: outcome.message }, { status: 409 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.mode === "delivery" ? `${loaderData.brandName} Delivers` : "Collection";
  const brand = loaderData?.brandName ?? "";
  const description =
    loaderData?.mode === "delivery"
      ? `Enter your postcode to find the ${brand} restaurant that delivers to you, then order pizza online for delivery.`
      : `Enter your postcode to find a ${brand} restaurant near you, then order pizza online and collect it.`;
  return [{ title: `${title} | ${brand}` }, { name: "description", content: description }];
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"]>(
  (_, answer) => answer?.kind === "confirm" || answer?.kind === "quote-error",
);

export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, brandName, term, location, result } = loaderData;
  const delivery = mode === "delivery";
  const searchQuery = location ? { lat: location.latitude, lon: location.longitude } : { q: term };
  const here = paths.search(mode, { ...searchQuery, page: loaderData.page });
  // After a search with results the page is for choosing: on a small screen the hero shrinks and the
  // promotions move below the cards, so the first restaurant is on the first screen (decision 035).
  const hasResults = (result?.restaurants.length ?? 0) > 0;
  const showNotDelivering = delivery && result && !result.error && result.restaurants.length === 0;
  useAppSearchNavbar(loaderData.inApp, mode, hasResults);
  const banners = <DealBanners banners={loaderData.banners} stylesheet={loaderData.bannerStylesheet} />;
  const dialog =
    actionData?.kind === "confirm" || actionData?.kind === "quote-error" ? (
      <>
        {actionData?.kind === "confirm" ? (
          <RestaurantChangeDialog
            cancelHref={here}
            fields={{
              intent: "select-restaurant",
              restaurantId: String(actionData.restaurantId),
              searchTerm: actionData.searchTerm,
              ...(actionData.lat !== undefined ? { lat: String(actionData.lat) } : {}),
              ...(actionData.lon !== undefined ? { lon: String(actionData.lon) } : {}),
            }}
          />
        ) : null}

        {actionData?.kind === "quote-error" ? (
          <NoticeDialog title="Delivery unavailable" closeHref={here} links={[{ href: here, label: "Change restaurant" }]}>
            <p>{actionData.message}</p>
          </NoticeDialog>
        ) : null}
      </>
    ) : null;
  return (
    <DialogPage dialog={dialog}>
      {/* In-app the hero is plain (spec 1 §6): the app's own screen frames the page. */}
      <section
        className={[h.hero, hasResults ? h.heroAfterSearch : "", loaderData.inApp ? "" : h.heroPicture[mode]].filter(Boolean).join(" ")}
        aria-labelledby="hero-title"
      >
        <div className={`${container} ${h.heroInner}`}>
          {!loaderData.inApp ? (
            <p className={h.heroLinks}>
              <Link className={h.heroLink} to={paths.home()}>
                Back
              </Link>
            </p>
          ) : null}
          <PageHeading id="hero-title" className={h.title}>
            {delivery ? `${brandName} Delivers` : "Collection"}
          </PageHeading>
          <p className={h.subtitle}>{`Find your nearest ${brandName} open for ${delivery ? "Delivery" : "Collection"}.`}</p>
          <SearchForm
            key={`${term}|${location?.latitude ?? ""}`}
            label={delivery ? "Enter your postcode" : "Enter your postcode or location"}
            defaultValue={term}
            serverError={result?.error ?? null}
            searched={hasResults}
            brand={loaderData.brandCode}
            inApp={loaderData.inApp}
            post={loaderData.postSearch ? paths.search(mode) : null}
            hint={
              loaderData.deliveryArea
                ? `Your location is in the ${loaderData.deliveryArea} area. Please enter your full postcode to order delivery to your door.`
                : null
            }
          />
          <AllergenLink href={loaderData.allergenUrl} />
        </div>
      </section>

      {hasResults ? null : banners}

      {actionData?.kind === "error" ? (
        <div className={container}>
          <p className={s.unavailable} role="alert">
            {actionData.message}
          </p>
        </div>
      ) : null}

      {showNotDelivering ? (
        <section className={`${container} ${s.results}`} aria-labelledby="not-delivering">
          <div className={s.notice}>
            <h2 id="not-delivering" className={s.resultsHeading}>
              {SEARCH_MESSAGES.notDelivering}
            </h2>
            <Form method="get" action={paths.search("collection")}>
              <input type="hidden" name="q" value={term} />
              <button type="submit" className={button.primary}>
                Order for collection
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      {hasResults && result ? (
        <div className={container}>
          <RestaurantResults
            restaurants={result.restaurants}
            total={loaderData.total}
            near={result.postcode ?? "your location"}
            moreHref={paths.search(mode, { ...searchQuery, page: loaderData.page + 1 })}
            mode={mode}
            term={term}
            location={location}
            currencySymbol={loaderData.currencySymbol}
            distanceUnit={loaderData.distanceUnit}
          />
        </div>
      ) : null}
      {hasResults ? banners : null}
    </DialogPage>
  );
}
