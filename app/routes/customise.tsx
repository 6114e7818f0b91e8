// Item customisation. Without JavaScript the page is one form: each control posts an intent, the
// action applies it with the shared rules and redirects to the new state (kept in ?c=). With
// JavaScript the same rules run in place and only 'Add to basket' posts.
import { Fragment, useMemo, type MouseEvent } from "react";
import { useStateFrom } from "../lib/state-from";
import { redirect } from "react-router";
import type { Route } from "./+types/customise";
import { getApp, menuJourney } from "../context";
import { ErrorPage, errorMeta, errorTextFor } from "../components/site/error-page";
import { menuItemErrorText } from "../components/menu/menu-item-error-text";
import {
  activeGroups,
  applyIntent,
  configurationCodec,
  encodeConfiguration,
  isPizza,
  isPopupRequired,
  optionQuantity,
  linePriceMinor,
  validateConfiguration,
  type Configuration,
  type CustomiseIntent,
  type GroupError,
} from "../../domain/menu/customise";
import { formatMoney } from "../../domain/money";
import { parseDietFilters } from "../../domain/menu/diet-filter";
import { intentName } from "../forms/intent";
import { controlOf, customiseChange, customiseIntent } from "../forms/product-intents.server";
import { customiseFocus } from "../forms/return-focus.server";
import { Dialog } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { ConfiguratorPage, ConfiguratorSection, useConfigurator } from "../components/menu/configurator";
import { addAndLeave, productOrMenu, productPost, shownConfiguration } from "../forms/product-page.server";
import { DietBadges } from "../components/menu/diet-badges";
import { OptionGroup } from "../components/menu/option-groups";
import * as s from "../components/menu/customise.css";
import { button } from "../styles/ui.css";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

/** The item the address names, or the menu; and how its page reads and writes a configuration. */
async function itemAndCodec(app: ReturnType<typeof getApp>, itemId: string, menuPath: string) {
  const item = await productOrMenu(app.services.menu.item(itemId), menuPath);
  const codec = configurationCodec(item);
  return { item, codec };
}

/** A pizza's two resets (the `reset-pizza` and `reset-toppings` intents of domain/menu/customise-model.ts). */
const PIZZA_RESETS = [
  { intent: "reset-pizza", label: "Reset Pizza" },
  { intent: "reset-toppings", label: "Reset Toppings" },
] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const journey = menuJourney(context);
  const { item, codec } = await itemAndCodec(app, params.itemId ?? "", journey.menuPath);
  const url = new URL(request.url);
  const { config, customId } = shownConfiguration(url, journey.menuPath, codec, {
    find: (customId) => journey.state.items.find((l) => l.customID === customId && l.id === item.id),
    read: (line) => codec.parse({ itemId: item.id, quantity: line.quantity, selections: line.selections }),
  });
  const outOfStock = (await app.services.menu.outOfStock(journey.restaurantId)).has(item.id);
  return {
    mode: journey.mode,
    menuPath: journey.menuPath,
    item,
    config,
    customId,
    errors: url.searchParams.has("check") ? validateConfiguration(item, config).errors : [],
    outOfStock,
    failure: url.searchParams.get("failed"),
    /** 'Are you sure?' before the first add from a link empties another restaurant's basket. */
    confirmRestaurant: !journey.chosen && url.searchParams.get("confirm") === "restaurant",
    currencySymbol: app.services.brand.currencySymbol,
    diets: parseDietFilters(url.searchParams.getAll("diet")),
    popupIds: app.services.brand.frontEndConfig.popupModalIds,
    picker: url.searchParams.get("picker"),
    /** Without JavaScript, the control to give focus back to after a post (app/lib/a11y/return-focus.tsx). */
    focus: url.searchParams.get("focus"),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const journey = menuJourney(context);
  const { item, codec } = await itemAndCodec(app, params.itemId ?? "", journey.menuPath);
  // The menu's diet filter travels with the page: options lacking it stay hidden.
  const post = await productPost(request, codec, customiseIntent, ["diet"]);
  const { config, here, intent } = post;
  // Not one of the page's controls: the page again, unchanged.
  if (!intent) return redirect(here(config));
  if (intent.intent === "add")
    // Back on the menu, focus returns to the item.
    return addAndLeave(app, request, post, {
      journey,
      check: validateConfiguration(item, config),
      anchor: (error) => `group-${error.groupId}`,
      add: () => app.services.basketLines.addItem(app.session, { itemId: item.id, configuration: config, replaceCustomId: post.customId }),
      recorded: { source: "customise", itemId: item.id, quantity: config.quantity },
      added: item.id,
    });
  const next = applyIntent(item, config, customiseChange(intent, config.quantity));
  return redirect(here(next, { focus: customiseFocus(item, next, ...controlOf(intent)) }));
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"]>((page) =>
  Boolean(
    page?.confirmRestaurant ||
    (page?.picker && activeGroups(page.item, page.config).some((g) => g.id === page.picker && isPopupRequired(g, page.popupIds))),
  ),
);

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (error) return errorMeta(error, menuItemErrorText(error, params));
  return [{ title: `Customise ${loaderData?.item.name ?? ""}` }];
}

export default function Customise({ loaderData }: Route.ComponentProps) {
  const { currencySymbol, customId, item } = loaderData;
  const page = useConfigurator<Configuration, GroupError>(loaderData, (e) => `group-${e.groupId}`);
  const { config, errors } = page;
  const [picker, setPicker] = useStateFrom<string | null>(loaderData.picker);

  const groups = useMemo(() => activeGroups(item, config), [item, config]);
  const unit = linePriceMinor(item, config);
  const total = formatMoney(unit * config.quantity, currencySymbol);

  function onIntent(intent: CustomiseIntent, event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    page.change(applyIntent(item, config, intent));
    if (intent.type === "choose") {
      page.setErrors((e) => e.filter((x) => x.groupId !== intent.groupId));
      setPicker(null);
    }
  }

  const errorOf = (groupId: string) => errors.find((e) => e.groupId === groupId)?.message ?? null;
  // This page's address with the configuration shown, and the picker to open, if any.
  const pageHref = (query: { picker?: string } = {}) =>
    `?${new URLSearchParams({ ...(customId ? { customId } : {}), c: encodeConfiguration(config), ...query })}`;
  const optionGroup = (group: (typeof groups)[number], anchorId?: string) => (
    <OptionGroup
      key={group.id}
      anchorId={anchorId}
      item={item}
      group={group}
      config={config}
      error={errorOf(group.id)}
      currencySymbol={currencySymbol}
      diets={loaderData.diets}
      onIntent={onIntent}
    />
  );
  // The picker of a group that needs one: first in the form (decision 009), its choices posting it.
  const pickerGroup = groups.find((g) => g.id === picker && isPopupRequired(g, loaderData.popupIds));
  const pickerDialog = pickerGroup ? (
    <Dialog title={pickerGroup.name} closeHref={pageHref()} onClose={() => setPicker(null)}>
      {optionGroup(pickerGroup, `picker-${pickerGroup.id}`)}
    </Dialog>
  ) : null;
  return (
    <ConfiguratorPage
      loaded={loaderData}
      page={page}
      product={item}
      encode={encodeConfiguration}
      headExtras={
        <>
          <DietBadges diets={item.dietPreferences} tags={item.uiTags} />
          {loaderData.outOfStock ? <p className={s.message}>This item is out of stock at this restaurant.</p> : null}
        </>
      }
      dialog={pickerDialog}
      add={{
        total,
        addIntent: "add",
        disabled: loaderData.outOfStock,
        source: "customise",
        check: () => validateConfiguration(item, config),
        onQuantity: (quantity, e) => onIntent({ type: "set-quantity", quantity }, e),
      }}
    >
      {isPizza(item) ? (
        <div className={s.resets}>
          {PIZZA_RESETS.map(({ intent, label }, i) => (
            // A space between the two, for a text browser's one line.
            <Fragment key={intent}>
              {i > 0 ? " " : null}
              <button
                type="submit"
                name={intentName(intent)}
                className={button.quiet}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
                autoFocus={loaderData.focus === intent}
                onClick={(e) => onIntent({ type: intent }, e)}
              >
                {label}
              </button>
            </Fragment>
          ))}
        </div>
      ) : null}
      <div className={s.sections}>
        {groups.map((g) =>
          isPopupRequired(g, loaderData.popupIds) ? (
            <ConfiguratorSection key={g.id} id={`group-${g.id}`} title={g.name} required error={errorOf(g.id)}>
              <p className={s.cost}>{g.options.find((o) => optionQuantity(config, g.id, o.id) > 0)?.name ?? "Nothing chosen yet"}</p>
              <a
                className={button.secondary}
                href={pageHref({ picker: g.id })}
                onClick={(e) => {
                  e.preventDefault();
                  setPicker(g.id);
                }}
              >
                {g.name}
              </a>
            </ConfiguratorSection>
          ) : (
            optionGroup(g)
          ),
        )}
      </div>
    </ConfiguratorPage>
  );
}

/** A page this item cannot have (an address naming no menu, say): said here, with the way back to the menu. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <ErrorPage text={errorTextFor(error, menuItemErrorText(error, params))} />;
}
