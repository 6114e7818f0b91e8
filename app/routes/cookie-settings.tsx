// GET /cookies/settings?redirectTo=…: the cookie settings dialog as a page of its own, for the
// 'Cookie Settings' link without JavaScript (with it the dialog opens over the page the link is
// on, app/components/site/cookie-settings.tsx). Closing or saving goes back to `redirectTo`.
import { Link } from "react-router";
import type { Route } from "./+types/cookie-settings";
import { getApp } from "../context";
import { COOKIE_SETTINGS_PATH, paths } from "../paths";
import { safeRedirect } from "../../domain/redirect";
import { COOKIE_SETTINGS_TITLE, CookieSettingsDialog } from "../components/site/cookie-settings-dialog";
import { DialogPage } from "../components/ui/dialog";
import { PageHeading } from "../components/site/page-heading";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { container } from "../styles/ui.css";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const asked = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // Never back to this page itself (or the form's address).
  const back =
    asked.startsWith(COOKIE_SETTINGS_PATH) || asked.startsWith(`${paths.cookies()}?`) || asked === paths.cookies() ? paths.home() : asked;
  return { consent: session.cookieConsent, back, brandName: services.brand.name };
}

// The page always shows the dialog: without JavaScript the site's header, footer and banner are inert.
export const handle = dialogHandle(() => true);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${COOKIE_SETTINGS_TITLE} | ${loaderData?.brandName ?? ""}` }];
}

export default function CookieSettingsPage({ loaderData }: Route.ComponentProps) {
  const { consent, back } = loaderData;
  return (
    <DialogPage dialog={<CookieSettingsDialog consent={consent} back={back} />}>
      <div className={container}>
        <PageHeading focus={false}>{COOKIE_SETTINGS_TITLE}</PageHeading>
        <p>
          Choose which cookies we may use. <Link to={paths.info("cookies")}>Read our cookie policy</Link>.
        </p>
        <p>
          <Link to={back}>Back to the page you were on</Link>
        </p>
      </div>
    </DialogPage>
  );
}
