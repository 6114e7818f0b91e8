import { useLocation, Link } from "react-router";
import type { FooterLink, PlainFooterLink } from "../../../server/brands";
import type { RootData } from "../../root";
import { container } from "../../styles/ui.css";
import { CookieSettingsLink } from "./cookie-settings";
import * as s from "./site-chrome.css";

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
            <Link className={s.footerLink} to={l.href} rel={l.kind === "external" ? "external" : undefined}>
              {l.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `inert` while a server-rendered dialog is open (decision 009). */
export function SiteFooter({ data, inert = false }: { data: RootData; inert?: boolean }) {
  const { pathname } = useLocation();
  const { brand, year } = data;
  const footer = brand.footer;
  const deliveryHelp: PlainFooterLink | null =
    pathname.startsWith("/delivery") && brand.deliveryHelpUrl
      ? { label: "Delivery help", href: brand.deliveryHelpUrl, kind: "external" }
      : null;
  const lists =
    footer.variant === "uk" ? (
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
    ) : (
      <LinkList links={footer.links} />
    );
  return (
    <footer className={s.footer} inert={inert}>
      <div className={container}>
        <nav aria-label="Footer" className={s.footerNav}>
          {lists}
        </nav>
        <p className={s.copyright}>{`© ${year} ${brand.legalName}`}</p>
      </div>
    </footer>
  );
}
