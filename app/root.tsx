import { Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { getApp } from "./context";
import { localYear } from "../domain/zoned-time";
import { useNonce } from "./components/site/nonce";
import { SiteStyles } from "./components/site/site-styles";
import { SiteHeader } from "./components/site/site-header";
import { SiteFooter } from "./components/site/site-footer";
import { CookieBanner } from "./components/site/cookie-banner";
import { CookieSettingsHost } from "./components/site/cookie-settings";
import { InAppHostOnDemand } from "./components/in-app/in-app-on-demand";
import { ErrorPage, errorMeta, errorTextFor } from "./components/site/error-page";
import { useNavigationFocus } from "./lib/a11y/navigation-focus";
import { useHydratedMark } from "./lib/hydrated";
import { dialogHandle, useServerDialogOpen } from "./lib/dialogs/page-dialog";
import { DialogPage, loadModal } from "./components/ui/dialog";
import { Announcer } from "./lib/a11y/announcer";
import { FailedActionAlert } from "./components/site/failed-action-alert";
import { FocusFallback } from "./lib/a11y/focus-fallback";
import { readableForm } from "./forms/readable-form.server";
import { privateAnswers } from "./forms/private-answers.server";
import { storageFaultAnswers, storageFaults } from "./forms/storage-faults.server";
import { countedByRoute } from "./forms/route-label.server";
import { brandView } from "./lib/brand-view";
import { onDemand, useLoadWhenIdle } from "./lib/on-demand";
import { themes } from "./styles/theme.css";
import { skipLink } from "./styles/ui.css";
import "./styles/global.css";
import { revalidateUnlessFailed } from "./lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Answers for a customer's session are never kept by a cache (app/forms/private-answers.server.ts).
// A storage fault met below is answered 503 by the innermost, so that answer passes the others too,
// and given its Retry-After by the outermost (app/forms/storage-faults.server.ts). Every page is
// counted under its route pattern (app/forms/route-label.server.ts).
export const middleware: Route.MiddlewareFunction[] = [countedByRoute, storageFaultAnswers, privateAnswers, readableForm, storageFaults];

// A new account's welcome (docs/decisions/021): its module comes with the pages that show it only.
const WelcomeDialog = onDemand(() => import("./components/site/welcome-dialog").then((m) => m.WelcomeDialog));

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const { brand } = services;
  // Every page gives a new visitor a basket id (the BASKET_ID cookie); one made just now holds nothing.
  const basketId = session.basketId;
  const basket = await services.baskets.summary(session.basketIsNew ? null : basketId);
  const customer = session.customerId ? await services.customers.getById(session.customerId) : null;
  // The zone's offset is learnt once per quarter hour; formatting the year with Intl cost more.
  const year = localYear(services.clock.now(), brand.timeZone);
  return {
    brand: brandView(brand),
    basket,
    customer: customer ? { firstName: customer.firstName } : null,
    /** A new account, until dismissed: the welcome dialog (docs/decisions/021). */
    welcome:
      customer && (await services.accounts.welcomePending(session.sessionId))
        ? { firstName: customer.firstName, brandName: brand.name, rewardTitle: await services.loyalty.welcomeRewardTitle() }
        : null,
    cookiesAccepted: session.cookiesAccepted,
    cookieConsent: session.cookieConsent,
    inApp: session.inApp,
    /** The native bridge's settings, for in-app pages only. */
    bridge: session.inApp
      ? {
          parentOrigin: services.inAppParentOrigin,
          // Without our delivery landing page, delivery is the partner's page: the app opens it.
          externalDeliveryUrl: services.features.deliveryLandingPage ? null : services.brand.externalDeliveryUrl,
        }
      : null,
    year,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const brand = data?.brand ?? null;
  const theme = themes[brand?.code ?? "uk"];
  // Without JavaScript a page's dialog is not modal: the site's own chrome is inert behind it.
  const behindDialog = useServerDialogOpen();
  // Tests wait for this mark before they use what the page's JavaScript does.
  useHydratedMark();
  return (
    <html lang={brand?.locale ?? "en-GB"} className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <SiteStyles />
        {/* Controls that need JavaScript are rendered with the page and hidden only when it is off. */}
        <noscript>
          <link rel="stylesheet" href="/styles/noscript.css" />
        </noscript>
      </head>
      <body>
        <a className={skipLink} href="#main" inert={behindDialog}>
          Skip to main content
        </a>
        {data && !data.cookiesAccepted && !data.inApp ? <CookieBanner inert={behindDialog} /> : null}
        {data ? <SiteHeader data={data} inert={behindDialog} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter data={data} inert={behindDialog} /> : null}
        {/* With JavaScript, 'Cookie Settings' (footer, banner) opens its dialog over the page (decision 019). */}
        {data ? <CookieSettingsHost consent={data.cookieConsent} /> : null}
        {/* In-app pages only: the wiring to the app and the loading messages, fetched by those pages alone. */}
        {data?.bridge ? <InAppHostOnDemand bridge={data.bridge} basketCount={data.basket.count} /> : null}
        {/* Accessibility: the site's one live announcer, and where focus goes when its control is removed. */}
        <Announcer />
        <FailedActionAlert />
        <FocusFallback />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The root's own dialog, the welcome (app/lib/dialogs/page-dialog.ts). */
export const handle = dialogHandle<RootData>((data) => Boolean(data?.welcome));

export default function App({ loaderData }: Route.ComponentProps) {
  useNavigationFocus();
  // Every modal's module, once the page is idle: a dialog opened later shows at once.
  useLoadWhenIdle(loadModal);
  return (
    <DialogPage dialog={loaderData.welcome ? <WelcomeDialog welcome={loaderData.welcome} /> : null}>
      <Outlet />
    </DialogPage>
  );
}

export function meta({ error }: Route.MetaArgs) {
  // The error boundary's page has the one title: React would hoist a second <title> into <head>.
  if (error) return errorMeta(error);
  return [{ title: "Order pizza online" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage text={errorTextFor(error)} />;
}
