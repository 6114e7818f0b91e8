// Bundle customisation: choose the products of each section. The same one-form pattern as items:
// intents post without JavaScript and apply in place with it.
import type { MouseEvent } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/bundle";
import { getApp, menuJourney } from "../context";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { ErrorPage, errorMeta, errorTextFor } from "../components/site/error-page";
import { menuItemErrorText } from "../components/menu/menu-item-error-text";
import {
  applyBundleIntent,
  bundleCodec,
  bundlePriceMinor,
  encodeBundleConfiguration,
  sectionTotal,
  sortedSections,
  validateBundle,
  visibleProducts,
  type BundleIntent,
} from "../../domain/menu/bundle";
import { formatMoney } from "../../domain/money";
import { bundleChange, bundleIntent, controlOf } from "../forms/product-intents.server";
import { ConfiguratorPage, ConfiguratorSection, useConfigurator } from "../components/menu/configurator";
import { ChoiceStepper } from "../components/menu/stepper";
import { addAndLeave, productOrMenu, productPost, shownConfiguration } from "../forms/product-page.server";
import { bundleFocus } from "../forms/return-focus.server";
import * as s from "../components/menu/customise.css";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

/** The bundle the address names and what the restaurant is out of, or the menu. */
async function bundleAndStock(app: ReturnType<typeof getApp>, restaurantId: number, bundleName: string, menuPath: string) {
  const bundle = await productOrMenu(app.services.menu.bundleByName(bundleName), menuPath);
  const stock = await app.services.menu.outOfStock(restaurantId);
  const codec = bundleCodec(bundle, stock);
  return { bundle, stock, codec };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const journey = menuJourney(context);
  const { bundle, stock, codec } = await bundleAndStock(app, journey.restaurantId, params.bundleName ?? "", journey.menuPath);
  const url = new URL(request.url);
  const { config, customId } = shownConfiguration(url, journey.menuPath, codec, {
    find: (customId) => journey.state.bundles.find((l) => l.customID === customId && l.bundleId === bundle.id),
    read: (line) => codec.parse({ bundleId: bundle.id, quantity: line.quantity, sections: line.sections }),
  });
  const productIds = bundle.sections.flatMap((sec) => sec.products.map((p) => p.itemId));
  const names = Object.fromEntries((await app.services.menu.items(productIds)).map((i) => [i.id, i.name]));
  return {
    mode: journey.mode,
    menuPath: journey.menuPath,
    bundle,
    names,
    outOfStock: [...stock],
    config,
    customId,
    errors: url.searchParams.has("check") ? validateBundle(bundle, config).errors : [],
    failure: url.searchParams.get("failed"),
    /** 'Are you sure?' before the first add from a link empties another restaurant's basket. */
    confirmRestaurant: !journey.chosen && url.searchParams.get("confirm") === "restaurant",
    /** Without JavaScript, the control to give focus back to after a post (app/lib/a11y/return-focus.tsx). */
    focus: url.searchParams.get("focus"),
    currencySymbol: app.services.brand.currencySymbol,
  };
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"]>((page) => Boolean(page?.confirmRestaurant));

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const journey = menuJourney(context);
  const { bundle, stock, codec } = await bundleAndStock(app, journey.restaurantId, params.bundleName ?? "", journey.menuPath);
  const post = await productPost(request, codec, bundleIntent);
  const { config, here, intent } = post;
  // Not one of the page's controls: the page again, unchanged.
  if (!intent) return redirect(here(config));
  if (intent.intent === "add-bundle")
    return addAndLeave(app, request, post, {
      journey,
      check: validateBundle(bundle, config),
      anchor: (error) => `section-${error.sectionId}`,
      add: () =>
        app.services.basketLines.addBundle(app.session, { bundleId: bundle.id, configuration: config, replaceCustomId: post.customId }),
      recorded: { source: "bundle", itemId: bundle.id, quantity: config.quantity },
      added: 1,
    });
  const next = applyBundleIntent(bundle, config, bundleChange(intent, config.quantity), stock);
  return redirect(here(next, { focus: bundleFocus(next, ...controlOf(intent)) }));
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (error) return errorMeta(error, menuItemErrorText(error, params));
  return [{ title: `Choose your ${loaderData?.bundle.name ?? "bundle"}` }];
}

export default function Bundle({ loaderData }: Route.ComponentProps) {
  const { bundle, names, currencySymbol } = loaderData;
  const stock = new Set(loaderData.outOfStock);
  const page = useConfigurator(loaderData, (e) => `section-${e.sectionId}`);
  const { config, errors } = page;

  function onIntent(intent: BundleIntent, event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const next = applyBundleIntent(bundle, config, intent, stock);
    page.change(next);
    if (intent.type === "add")
      page.setErrors((e) =>
        e.filter(
          (x) =>
            x.sectionId !== intent.sectionId ||
            sectionTotal(next, x.sectionId) < (bundle.sections.find((z) => z.id === x.sectionId)?.minItems ?? 0),
        ),
      );
  }

  const total = formatMoney(bundlePriceMinor(bundle, config) * config.quantity, currencySymbol);
  return (
    <ConfiguratorPage
      loaded={loaderData}
      page={page}
      product={bundle}
      encode={encodeBundleConfiguration}
      add={{
        total,
        addIntent: "add-bundle",
        source: "bundle",
        check: () => validateBundle(bundle, config),
        onQuantity: (quantity, e) => onIntent({ type: "set-quantity", quantity }, e),
      }}
    >
      {sortedSections(bundle).map((section) => {
        const error = errors.find((e) => e.sectionId === section.id)?.message ?? null;
        const total = sectionTotal(config, section.id);
        return (
          <ConfiguratorSection
            key={section.id}
            id={`section-${section.id}`}
            title={section.name}
            required={section.minItems > 0}
            error={error}
          >
            <p className={s.cost}>{`${total} of ${section.maxItems} chosen`}</p>
            <ul className={s.options}>
              {visibleProducts(section, stock).map((p) => {
                const q =
                  config.sections.find((x) => x.sectionId === section.id)?.products.find((x) => x.itemId === p.itemId)?.quantity ?? 0;
                const name = names[p.itemId] ?? p.itemId;
                const uplift = p.upliftPriceMinor ? `+${formatMoney(p.upliftPriceMinor, currencySymbol)}` : "";
                return (
                  <ChoiceStepper
                    key={p.itemId}
                    name={name}
                    cost={uplift}
                    quantity={q}
                    target={{ sectionId: section.id, itemId: p.itemId }}
                    fewer={{
                      intent: "remove",
                      label: `Remove ${name}`,
                      onClick: (e) => onIntent({ type: "remove", sectionId: section.id, itemId: p.itemId }, e),
                    }}
                    more={{
                      intent: "add",
                      label: `Add ${name}`,
                      onClick: (e) => onIntent({ type: "add", sectionId: section.id, itemId: p.itemId }, e),
                    }}
                  />
                );
              })}
            </ul>
          </ConfiguratorSection>
        );
      })}
    </ConfiguratorPage>
  );
}

/** A page this item cannot have (an address naming no menu, say): said here, with the way back to the menu. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <ErrorPage text={errorTextFor(error, menuItemErrorText(error, params))} />;
}
