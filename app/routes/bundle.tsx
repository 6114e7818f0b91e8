// Bundle customisation: choose the products of each section. The same one-form pattern as items:
// intents post without JavaScript and apply in place with it.
import { useEffect, useState, type MouseEvent } from "react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/bundle";
import { getApp } from "../context";
import { paths } from "../paths";
import { ErrorPage, errorMeta, errorTextFor, menuItemErrorText } from "../components/error-page";
import {
  applyBundleIntent,
  bundlePriceMinor,
  decodeBundleConfiguration,
  encodeBundleConfiguration,
  initialBundleConfiguration,
  parseBundleConfiguration,
  sectionTotal,
  sortedSections,
  validateBundle,
  visibleProducts,
  type BundleConfiguration,
  type BundleIntent,
} from "../domain/bundle";
import { formatMoney } from "../domain/money";
import { requireMenuJourney } from "../forms/menu-journey.server";
import { intentFields, intentName } from "../forms/intent";
import { bundleChange, bundleIntent, controlOf } from "../forms/product-intents.server";
import { backTarget } from "../lib/back-target";
import { AddBar, ProductHead, scrollToInvalid, useLeaveGuard } from "../components/add-bar";
import { recordAdd, trackedByPage } from "../forms/analytics.server";
import { ReturnFocusProvider } from "../lib/return-focus";
import { bundleFocus } from "../forms/return-focus.server";
import * as s from "../components/customise.css";
import { container, visuallyHidden } from "../styles/ui.css";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const journey = await requireMenuJourney(app, params);
  const bundle = await app.services.menu.bundleByName(params.bundleName ?? "");
  if (!bundle) throw redirect(journey.menuPath);
  const stock = await app.services.menu.outOfStock(journey.restaurantId);
  const url = new URL(request.url);
  const customId = url.searchParams.get("customId");
  let config: BundleConfiguration | null = null;
  if (customId) {
    const line = journey.state.bundles.find((l) => l.customID === customId && l.bundleId === bundle.id);
    if (!line) throw redirect(journey.menuPath);
    config = parseBundleConfiguration(bundle, { bundleId: bundle.id, quantity: line.quantity, sections: line.sections }, stock);
  }
  const c = url.searchParams.get("c");
  if (c) config = parseBundleConfiguration(bundle, decodeBundleConfiguration(c), stock) ?? config;
  config ??= initialBundleConfiguration(bundle, stock);
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
    /** Without JavaScript, the control to give focus back to after a post (app/lib/return-focus.tsx). */
    focus: url.searchParams.get("focus"),
    currencySymbol: app.services.brand.currencySymbol,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const journey = await requireMenuJourney(app, params);
  const bundle = await app.services.menu.bundleByName(params.bundleName ?? "");
  if (!bundle) throw redirect(journey.menuPath);
  const stock = await app.services.menu.outOfStock(journey.restaurantId);
  const form = await request.formData();
  const url = new URL(request.url);
  const customId = url.searchParams.get("customId");
  const config =
    parseBundleConfiguration(bundle, decodeBundleConfiguration(String(form.get("config") ?? "")), stock) ??
    initialBundleConfiguration(bundle, stock);
  // No fragment: it would stop the `autofocus` that brings the customer back to the control used.
  const here = (next: BundleConfiguration, extra: Record<string, string> = {}) =>
    `${url.pathname.replace(/\.data$/, "")}?${new URLSearchParams({ ...(customId ? { customId } : {}), c: encodeBundleConfiguration(next), ...extra })}`;
  const parsed = bundleIntent.safeParse(intentFields(form));
  // Not one of the page's controls: the page again, unchanged.
  if (!parsed.success) return redirect(here(config));
  const intent = parsed.data;
  if (intent.intent === "add-bundle") {
    const check = validateBundle(bundle, config);
    if (!check.valid) return redirect(here(config, { check: "1", focus: `#section-${check.errors[0]!.sectionId}` }));
    try {
      await app.services.basketLines.addBundle(app.session, { bundleId: bundle.id, configuration: config, replaceCustomId: customId });
    } catch (e) {
      if (e instanceof Error && e.name === "BasketRuleError") return redirect(here(config, { failed: e.message }));
      throw e;
    }
    // No fragment: the menu opens with focus on its heading, which a fragment would stop.
    if (!customId && !trackedByPage(form))
      await recordAdd(app, request, journey.mode, { source: "bundle", itemId: bundle.id, quantity: config.quantity });
    return redirect(customId ? paths.basket(journey.mode) : paths.menu(journey.mode, journey.restaurantId, { added: 1 }));
  }
  const next = applyBundleIntent(bundle, config, bundleChange(intent, config.quantity), stock);
  return redirect(here(next, { focus: bundleFocus(next, ...controlOf(intent)) }));
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (error) return errorMeta(error, menuItemErrorText(error, params));
  return [{ title: `Choose your ${loaderData?.bundle.name ?? "bundle"}` }];
}

export default function Bundle({ loaderData }: Route.ComponentProps) {
  const { bundle, names, currencySymbol, customId, menuPath, mode } = loaderData;
  const stock = new Set(loaderData.outOfStock);
  const [config, setConfig] = useState(loaderData.config);
  const [errors, setErrors] = useState(loaderData.errors);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setConfig(loaderData.config);
    setErrors(loaderData.errors);
  }, [loaderData.config, loaderData.errors]);
  useEffect(() => {
    if (loaderData.errors[0]) document.getElementById(`section-${loaderData.errors[0].sectionId}`)?.focus();
  }, [loaderData.errors]);
  const guard = useLeaveGuard(dirty);

  function onIntent(intent: BundleIntent, event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const next = applyBundleIntent(bundle, config, intent, stock);
    setConfig(next);
    setDirty(true);
    if (intent.type === "add")
      setErrors((e) =>
        e.filter(
          (x) =>
            x.sectionId !== intent.sectionId ||
            sectionTotal(next, x.sectionId) < (bundle.sections.find((z) => z.id === x.sectionId)?.minItems ?? 0),
        ),
      );
  }
  function onAdd(event: MouseEvent<HTMLButtonElement>) {
    const check = validateBundle(bundle, config);
    if (check.valid) {
      guard.allowLeaving();
      return;
    }
    event.preventDefault();
    setErrors(check.errors);
    scrollToInvalid(`section-${check.errors[0]!.sectionId}`);
  }

  const total = formatMoney(bundlePriceMinor(bundle, config) * config.quantity, currencySymbol);
  const back = backTarget({ page: "product", mode, menuPath, editing: Boolean(customId) });
  return (
    <div className={container}>
      <Form method="post" className={s.page} noValidate>
        <ReturnFocusProvider value={loaderData.focus}>
          <input type="hidden" name="config" value={encodeBundleConfiguration(config)} />
          <ProductHead
            back={back}
            image={bundle.image}
            name={bundle.name}
            description={bundle.description}
            alerts={[loaderData.failure, errors[0]?.message]}
            focus={!loaderData.focus}
          />
          {sortedSections(bundle).map((section) => {
            const error = errors.find((e) => e.sectionId === section.id)?.message ?? null;
            const total = sectionTotal(config, section.id);
            const headingId = `section-${section.id}-title`;
            return (
              <section
                key={section.id}
                id={`section-${section.id}`}
                className={`${s.group} ${error ? s.groupError : ""}`}
                aria-labelledby={headingId}
                tabIndex={-1}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, a refused add comes back to the first section in error
                autoFocus={loaderData.focus === `#section-${section.id}`}
              >
                <div className={s.groupHead}>
                  <h2 id={headingId} className={s.groupTitle}>
                    {section.name}
                  </h2>
                  {section.minItems > 0 ? <span className={`${s.required} ${error ? s.requiredError : ""}`}>Required</span> : null}
                </div>
                <p className={s.cost}>
                  {total} of {section.maxItems} chosen
                </p>
                <ul className={s.options}>
                  {visibleProducts(section, stock).map((p) => {
                    const q =
                      config.sections.find((x) => x.sectionId === section.id)?.products.find((x) => x.itemId === p.itemId)?.quantity ?? 0;
                    const name = names[p.itemId] ?? p.itemId;
                    const uplift = p.upliftPriceMinor ? `+${formatMoney(p.upliftPriceMinor, currencySymbol)}` : "";
                    return (
                      <li key={p.itemId} className={s.option}>
                        <span className={s.optionName}>
                          {name} <span className={s.cost}>{uplift}</span>
                        </span>
                        <span className={s.stepper}>
                          <button
                            type="submit"
                            name={intentName("remove", { sectionId: section.id, itemId: p.itemId })}
                            className={s.stepButton}
                            // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
                            autoFocus={loaderData.focus === `remove|${section.id}|${p.itemId}`}
                            disabled={q <= 0}
                            onClick={(e) => onIntent({ type: "remove", sectionId: section.id, itemId: p.itemId }, e)}
                          >
                            <span aria-hidden="true">−</span>
                            <span className={visuallyHidden}> Remove {name}</span>
                          </button>
                          <span className={s.qty}>
                            <span className={visuallyHidden}> Quantity </span>
                            {q}{" "}
                          </span>
                          <button
                            type="submit"
                            name={intentName("add", { sectionId: section.id, itemId: p.itemId })}
                            className={s.stepButton}
                            // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
                            autoFocus={loaderData.focus === `add|${section.id}|${p.itemId}`}
                            onClick={(e) => onIntent({ type: "add", sectionId: section.id, itemId: p.itemId }, e)}
                          >
                            <span aria-hidden="true">+</span>
                            <span className={visuallyHidden}> Add {name}</span>
                          </button>
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {error ? <p className={s.message}>{error}</p> : null}
              </section>
            );
          })}
          <AddBar
            quantity={config.quantity}
            total={total}
            addIntent="add-bundle"

            onQuantity={(quantity, e) => onIntent({ type: "set-quantity", quantity }, e)}
            onAdd={onAdd}
            tracked={customId ? null : { name: "add_to_basket", source: "bundle", itemId: bundle.id, quantity: config.quantity }}
          />
        </ReturnFocusProvider>
      </Form>
      {guard.dialog}
    </div>
  );
}

/** A page this item cannot have (an address naming no menu, say): said here, with the way back to the menu. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <ErrorPage text={errorTextFor(error, menuItemErrorText(error, params))} />;
}
