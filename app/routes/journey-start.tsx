// The collection and delivery start pages: their heroes and search form. Running the search and
// showing restaurant cards belongs to the restaurant-search work.
import { redirect } from "react-router";
import type { Route } from "./+types/journey-start";
import { getApp } from "../context";
import { button, container, visuallyHidden } from "../styles/ui.css";
import * as s from "../components/hero.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = getApp(context);
  const mode = new URL(request.url).pathname.startsWith("/delivery") ? "delivery" : "collection";
  if (mode === "delivery" && (!services.features.delivery || !services.features.deliveryLandingPage)) {
    throw redirect(services.brand.externalDeliveryUrl);
  }
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { mode, brandName: services.brand.name, allergenUrl: services.brand.allergenUrl, q: q.slice(0, 100) } as const;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.mode === "delivery" ? `${loaderData.brandName} Delivers` : "Collection";
  return [{ title: `${title} | ${loaderData?.brandName ?? ""}` }];
}

export default function JourneyStart({ loaderData }: Route.ComponentProps) {
  const { mode, brandName, q } = loaderData;
  const delivery = mode === "delivery";
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <img className={s.heroImage} src={`/images/hero/${mode}.svg`} alt="" width={1440} height={480} />
      <div className={`${container} ${s.heroInner}`}>
        <p className={s.heroLinks}>
          <a className={s.heroLink} href="/">
            Back
          </a>
        </p>
        <h1 id="hero-title" className={s.title}>
          {delivery ? `${brandName} Delivers` : "Collection"}
        </h1>
        <p className={s.subtitle}>{`Find your nearest ${brandName} open for ${delivery ? "Delivery" : "Collection"}.`}</p>
        <form method="get" className={s.searchCard} role="search">
          <label htmlFor="search-term" className={s.label}>
            {delivery ? "Enter your postcode" : "Enter your postcode or location"}
          </label>
          <input id="search-term" name="q" className={s.input} defaultValue={q} autoComplete="postal-code" required maxLength={100} />
          <div className={s.buttons}>
            <button type="submit" className={button.primary}>
              Search<span className={visuallyHidden}> for restaurants</span>
            </button>
          </div>
        </form>
        <p className={s.heroLinks}>
          <a className={s.heroLink} href={loaderData.allergenUrl} target="_blank" rel="noopener">
            Allergen Information<span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
