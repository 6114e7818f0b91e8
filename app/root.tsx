import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { getApp } from "./context";
import { useNonce } from "./components/nonce";
import { SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { CookieBanner } from "./components/cookie-banner";
import { NativeAppHost } from "./components/native-app-host";
import { LoadingMessages } from "./components/loading-messages";
import { themes } from "./styles/theme.css";
import { container, skipLink } from "./styles/ui.css";
import "./styles/global.css";

// Making an Intl formatter costs more than using one: one per time zone, made once.
const yearFormats = new Map<string, Intl.DateTimeFormat>();
function yearFormat(timeZone: string): Intl.DateTimeFormat {
  let format = yearFormats.get(timeZone);
  if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone })));
  return format;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const { brand } = services;
  const basket = await services.baskets.summary(session.basketId);
  const customer = session.customerId ? await services.customers.getById(session.customerId) : null;
  const year = Number(yearFormat(brand.timeZone).format(services.clock.now()));
  return {
    brand: {
      code: brand.code,
      name: brand.name,
      locale: brand.locale,
      logo: brand.logo,
      currencySymbol: brand.currencySymbol,
      legalName: brand.legalName,
      footer: brand.footer,
      deliveryHelpUrl: brand.deliveryHelpUrl,
    },
    basket,
    customer: customer ? { firstName: customer.firstName } : null,
    cookiesAccepted: session.cookiesAccepted,
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
  const theme = themes[data?.brand.code ?? "uk"];
  return (
    <html lang={data?.brand.locale ?? "en-GB"} className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className={skipLink} href="#main">
          Skip to main content
        </a>
        {data && !data.cookiesAccepted && !data.inApp ? <CookieBanner /> : null}
        {data ? <SiteHeader data={data} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter data={data} /> : null}
        {data?.bridge ? <NativeAppHost {...data.bridge} basketCount={data.basket.count} /> : null}
        {data?.inApp ? <LoadingMessages /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: "Order pizza online" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className={container}>
        <title>Page not found</title>
        <h1>Page not found</h1>
        <p>Sorry, we couldn’t find that page. It may have moved, or the link may be wrong.</p>
        <p>
          <a href="/">Start a new order</a>
        </p>
      </div>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className={container}>
      <title>Unexpected Application Error!</title>
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <p>
        <a href="/">Back to the start</a>
      </p>
    </div>
  );
}
