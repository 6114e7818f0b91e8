// GET /cookies/needed: said to a browser that keeps no cookies, instead of forgetting the restaurant
// it just chose. The basket lives on the server; one cookie names it. How to allow it, and a way
// back to the search to try again (decision 035).
import { Link } from "react-router";
import type { Route } from "./+types/cookies-needed";
import { getApp } from "../context";
import { paths } from "../paths";
import { safeRedirect } from "../../domain/redirect";
import { PageHeading } from "../components/site/page-heading";
import { personalPage } from "../forms/private-answers.server";
import { container } from "../styles/ui.css";
import * as f from "../components/ui/form.css";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getApp(context);
  return {
    back: safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
    brandName: services.brand.name,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Please allow cookies | ${loaderData?.brandName ?? ""}` }];
}

export default function CookiesNeeded({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <div className={f.page}>
        <PageHeading>Please allow cookies to order</PageHeading>
        <p>
          Your browser did not keep the cookie that holds your basket, so the restaurant you chose could not be remembered. We use it only
          to keep your basket and your order while you are on this site.
        </p>
        <h2>How to allow it</h2>
        <ul>
          <li>
            In your browser’s settings, under privacy or cookies, allow cookies for this site (you can keep blocking other sites’ cookies).
          </li>
          <li>In a private or incognito window some browsers block all cookies: open the site in a normal window.</li>
          <li>In a text browser, turn cookies on (for example, in Dillo add this site to its cookies file).</li>
        </ul>
        <p>
          <a href={loaderData.back}>Try again</a>
        </p>
        <p>
          <Link to={paths.info("cookies")}>Read our cookie policy</Link>
        </p>
      </div>
    </div>
  );
}
