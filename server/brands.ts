// The two brands served from this code base. Everything a page needs to look like one brand or the
// other is here; the rest of the code asks for `brandOf(config)`.
import { paths } from "../app/paths";

export type BrandCode = "uk" | "ie";

export interface FooterLink {
  label: string;
  href: string;
  /**
   * "cookie-settings" opens our cookie settings dialog over the page (the Irish footer's 'Cookie
   * Settings', docs/decisions/019; `href` is its page without JavaScript; in-app, the app's own
   * consent tool). "external": a page of the brand's main site, not of the ordering
   * site (in-app, the app opens it: EXTERNAL_LINKS).
   */
  kind?: "cookie-settings" | "external";
}

/** A link that reads nothing of the page it is on: the UK footer's, rendered once (decision 023). */
export type PlainFooterLink = FooterLink & { kind?: "external" };

export interface Brand {
  code: BrandCode;
  /** Front-end settings of spec 1 §3 and spec 2 §3 (frontEndConfig); the piccolo menu is the kids' menu. */
  frontEndConfig: {
    popupModalIds: string[];
    duoRomanaIds: string[];
    piccoloMenuIds: string[];
    piccoloMenuTitle: string;
    piccoloMenuIntroduction: string;
    piccoloMenuIntroductionMobile: string;
  };
  name: string;
  legalName: string;
  locale: string;
  currency: "GBP" | "EUR";
  currencySymbol: "£" | "€";
  timeZone: "Europe/London" | "Europe/Dublin";
  logo: string;
  allergenUrl: string;
  externalDeliveryUrl: string;
  deliveryHelpUrl: string | null;
  footer:
    | {
        variant: "uk";
        social: PlainFooterLink[];
        appStores: PlainFooterLink[];
        legal: PlainFooterLink[];
      }
    | { variant: "ie"; links: FooterLink[] };
}

/** Choices made in a popup picker on the customise page (both brands share the menu structure). */
const POPUP_GROUPS = ["crispy-calamari-dip", "chicken-wings-heat", "gelato-flavour", "kids-gelato-flavour"];

/** The kids' menu's words for the app (docs/decisions/003): the same for both brands. */
const PICCOLO_MENU = {
  piccoloMenuTitle: "Kids' menu",
  piccoloMenuIntroduction: "A main, a drink and a gelato for under-12s, sized for smaller appetites. Ask us about allergens.",
  piccoloMenuIntroductionMobile: "Sized for smaller appetites, for under-12s.",
};

export const brands: Record<BrandCode, Brand> = {
  uk: {
    code: "uk",
    frontEndConfig: { popupModalIds: POPUP_GROUPS, duoRomanaIds: [], piccoloMenuIds: [], ...PICCOLO_MENU },
    name: "Crustello",
    legalName: "Crustello Restaurants Ltd",
    locale: "en-GB",
    currency: "GBP",
    currencySymbol: "£",
    timeZone: "Europe/London",
    logo: "/images/brand/crustello-logo.svg",
    allergenUrl: paths.info("allergens"),
    externalDeliveryUrl: paths.info("delivery-partners"),
    deliveryHelpUrl: paths.info("delivery-help"),
    footer: {
      variant: "uk",
      social: [
        { label: "Crustello on Instagram", href: paths.info("social", "instagram"), kind: "external" },
        { label: "Crustello on Facebook", href: paths.info("social", "facebook"), kind: "external" },
        { label: "Crustello on TikTok", href: paths.info("social", "tiktok"), kind: "external" },
      ],
      appStores: [
        { label: "Download the Crustello app for iPhone", href: paths.info("app", "ios"), kind: "external" },
        { label: "Download the Crustello app for Android", href: paths.info("app", "android"), kind: "external" },
      ],
      legal: [
        { label: "Privacy policy", href: paths.info("privacy") },
        { label: "Terms and conditions", href: paths.info("terms") },
        { label: "Cookie policy", href: paths.info("cookies") },
        { label: "Allergen information", href: paths.info("allergens"), kind: "external" },
        { label: "Accessibility", href: paths.info("accessibility") },
      ],
    },
  },
  ie: {
    code: "ie",
    frontEndConfig: { popupModalIds: POPUP_GROUPS, duoRomanaIds: [], piccoloMenuIds: [], ...PICCOLO_MENU },
    name: "Ardoven",
    legalName: "Ardoven Pizzeria Ireland DAC",
    locale: "en-IE",
    currency: "EUR",
    currencySymbol: "€",
    timeZone: "Europe/Dublin",
    logo: "/images/brand/ardoven-logo.svg",
    allergenUrl: paths.info("allergens"),
    externalDeliveryUrl: paths.info("delivery-partners"),
    deliveryHelpUrl: null,
    footer: {
      variant: "ie",
      links: [
        { label: "About Us", href: paths.info("about"), kind: "external" },
        { label: "Contact Us", href: paths.info("contact"), kind: "external" },
        { label: "Careers", href: paths.info("careers"), kind: "external" },
        { label: "Privacy policy", href: paths.info("privacy") },
        { label: "Terms And Conditions", href: paths.info("terms") },
        { label: "Cookie policy", href: paths.info("cookies") },
        { label: "Cookie Settings", href: paths.cookieSettings(), kind: "cookie-settings" },
      ],
    },
  },
};
