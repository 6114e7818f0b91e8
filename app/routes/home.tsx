import { Form } from "react-router";
import type { Route } from "./+types/home";
import { getApp } from "../context";
import { formatMoney } from "../../domain/money";
import { useInApp } from "../lib/in-app/in-app";
import { button, container } from "../styles/ui.css";
import * as s from "../components/search/hero.css";
import { PageHeading } from "../components/site/page-heading";
import { AllergenLink } from "../components/search/allergen-link";
import { paths } from "../paths";
import { alert as alertBox } from "../components/ui/form.css";
import { personalPage } from "../forms/private-answers.server";
import { ORDER_NOT_SHOWN_TEXT } from "../../domain/flash-message";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Never from the browser's cache: the start page may carry a message for this visitor alone (a
// confirmation link that is not theirs), and Back would otherwise show an older copy without it.
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const flash = session.takeFlash();
  return {
    /** Why a confirmation link came back here (app/routes/confirmation.tsx). */
    notice: flash?.kind === "order-not-shown" ? ORDER_NOT_SHOWN_TEXT : null,
    brandName: services.brand.name,
    allergenUrl: services.brand.allergenUrl,
    deliveryEnabled: services.features.delivery,
    pizzasFrom: await services.pizzasFromMinor(),
    currencySymbol: services.brand.currencySymbol,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Order Online | ${loaderData?.brandName ?? ""}` },
    { name: "description", content: "From Collection to Delivery, order those cravings away!" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const inApp = useInApp();
  return (
    // In-app the hero is plain (spec 1 §6): the app's own screen frames the page.
    <section className={inApp ? s.hero : `${s.hero} ${s.heroPicture.home}`} aria-labelledby="hero-title">
      <div className={`${container} ${s.heroInner}`}>
        <PageHeading id="hero-title" className={s.title}>
          Order Online
        </PageHeading>
        <p className={s.subtitle}>From Collection to Delivery, order those cravings away!</p>
        {loaderData.notice ? (
          <p className={alertBox} role="alert">
            {loaderData.notice}
          </p>
        ) : null}
        {loaderData.pizzasFrom !== null ? (
          <p className={s.subtitle}>{`Stone-baked pizzas from ${formatMoney(loaderData.pizzasFrom, loaderData.currencySymbol)}`}</p>
        ) : null}
        {/* A GET form: each button sends the search to its journey, which runs it in its loader (with
            JavaScript a client navigation: React Router follows the pressed button's formAction). */}
        <Form method="get" action={paths.search("collection")} role="search">
          {/* The card is a box inside the form: Dillo draws no box for a form itself. */}
          <div className={s.searchCard}>
            <label htmlFor="search-term" className={s.label}>
              Enter your postcode or location
            </label>
            <input id="search-term" name="q" className={s.input} autoComplete="postal-code" required maxLength={100} />
            <div className={s.buttons}>
              <button type="submit" className={button.primary} formAction={paths.search("collection")}>
                Order for Collection
              </button>{" "}
              {loaderData.deliveryEnabled ? (
                <>
                  <button type="submit" className={button.secondary} formAction={paths.search("delivery")}>
                    Order for Delivery
                  </button>{" "}
                  <span className={s.partner}>
                    <img src="/images/brand/delivery-partner.svg" alt="Delivered by Zoomrider" width={96} height={24} />
                  </span>
                </>
              ) : null}
            </div>
          </div>
        </Form>
        <AllergenLink href={loaderData.allergenUrl} />
      </div>
    </section>
  );
}
