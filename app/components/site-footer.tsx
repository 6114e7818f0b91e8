import { useLocation } from "react-router";
import type { Brand, FooterLink } from "../../server/brands";
import type { RootData } from "../root";
import { container } from "../styles/ui.css";
import { CookieSettingsLink } from "./cookie-settings";
import { KeptMarkup } from "./kept-markup";
import * as s from "./site-chrome.css";

type UkFooter = Extract<Brand["footer"], { variant: "uk" }>;

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className={s.footerList}>
      {links.map((l) => (
        <li key={l.href}>
          {l.kind === "cookie-settings" ? (
            // Our cookie settings dialog; in-app the app's own consent tool (EUCONSENT).
            <CookieSettingsLink className={s.footerLink} appMessage="EUCONSENT">
              {l.label}
            </CookieSettingsLink>
          ) : (
            <a className={s.footerLink} href={l.href} rel={l.kind === "external" ? "external" : undefined}>
              {l.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Whether the links read nothing of the page (the cookie settings link reads its address). */
const isPlain = (links: FooterLink[]) => links.every((l) => l.kind !== "cookie-settings");

/** The UK footer's three lists; the legal list gains 'Delivery help' on delivery pages. */
function UkLists({ footer, deliveryHelp }: { footer: UkFooter; deliveryHelp: FooterLink | null }) {
  return (
    <>
      <div>
        <h2 className={s.footerHeading}>Follow us</h2>
        <LinkList links={footer.social} />
      </div>
      <div>
        <h2 className={s.footerHeading}>Get the app</h2>
        <LinkList links={footer.appStores} />
      </div>
      <div>
        <h2 className={s.footerHeading}>Legal</h2>
        <LinkList links={deliveryHelp ? [...footer.legal, deliveryHelp] : footer.legal} />
      </div>
    </>
  );
}

/** `inert` while a server-rendered dialog is open (decision 009). */
export function SiteFooter({ data, inert = false }: { data: RootData; inert?: boolean }) {
  const { pathname } = useLocation();
  const { brand, year } = data;
  const footer = brand.footer;
  const deliveryHelp: FooterLink | null =
    pathname.startsWith("/delivery") && brand.deliveryHelpUrl
      ? { label: "Delivery help", href: brand.deliveryHelpUrl, kind: "external" }
      : null;
  let nav;
  if (footer.variant === "ie") {
    nav = (
      <nav aria-label="Footer" className={s.footerNav}>
        <LinkList links={footer.links} />
      </nav>
    );
  } else if (isPlain([...footer.social, ...footer.appStores, ...footer.legal])) {
    // The same links for every customer: the server renders them once per brand, with and
    // without delivery help, not for every page (app/components/kept-markup.tsx).
    nav = (
      <KeptMarkup
        as="nav"
        aria-label="Footer"
        className={s.footerNav}
        source={footer}
        variant={deliveryHelp?.href ?? ""}
        render={() => <UkLists footer={footer} deliveryHelp={deliveryHelp} />}
      />
    );
  } else {
    nav = (
      <nav aria-label="Footer" className={s.footerNav}>
        <UkLists footer={footer} deliveryHelp={deliveryHelp} />
      </nav>
    );
  }
  return (
    <footer className={s.footer} inert={inert}>
      <div className={container}>
        {nav}
        <p className={s.copyright}>{`© ${year} ${brand.legalName}`}</p>
      </div>
    </footer>
  );
}
