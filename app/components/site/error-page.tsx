// The error pages (words in ./error-texts.ts, ./menu-item-error-text.ts and ./order-error-text.ts):
// the root's boundary shows the site's page; a page whose failure is its own (an item, an order)
// shows its own words and way back inside the layout, and anything else (a storage fault, an
// unexpected error) as the site's page would.
import { container } from "../../styles/ui.css";
import { siteErrorText, type ErrorText } from "./error-texts";
import { PageHeading } from "./page-heading";

export function ErrorPage({ text }: { text: ErrorText }) {
  return (
    <div className={container}>
      <PageHeading>{text.heading}</PageHeading>
      <p>{text.body}</p>
      {text.links.map((link) => (
        <p key={link.href}>
          <a href={link.href}>{link.label}</a>
        </p>
      ))}
    </div>
  );
}

/** The words for this error: the page's own when it has some for it, else the site's. */
export const errorTextFor = (error: unknown, local: ErrorText | null = null): ErrorText =>
  local ?? siteErrorText(error, import.meta.env.DEV);

/** A route's `meta` on its error page: the one title, the heading's words. */
export const errorMeta = (error: unknown, local: ErrorText | null = null) => [{ title: errorTextFor(error, local).heading }];
