import { accessibilityStatement, type StatementBrand } from "./accessibility-statement";
import { ALLERGENS } from "../domain/menu/allergens";
import { cookieSettingsHref, paths } from "../app/paths";

// Short information pages linked from the header, hero and footer. Text is per brand where it
// differs ({brand} is replaced by the brand name).
export interface InfoPage {
  title: string;
  paragraphs: string[];
  list?: string[] | undefined;
  /** Parts under headings of their own, each optionally ending in a link. */
  sections?: InfoSection[];
}

interface InfoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  link?: { text: string; href: string };
}

const ALLERGENS_14 = ALLERGENS.map(([, name]) => name);

const infoPages: Record<string, InfoPage> = {
  allergens: {
    title: "Allergen Information",
    paragraphs: [
      "Every dish on our menu lists the allergens it contains. Open an item on the menu and choose 'Allergens' to see them, or filter the menu by the allergens you need to avoid.",
      "Our kitchens handle all 14 allergens below, so we cannot guarantee that any dish is free from traces of them.",
      "Gluten-free means the dish contains under 20 parts per million of gluten.",
      "Adults need around 2000 kcal per day.",
    ],
    list: [...ALLERGENS_14],
  },
  about: {
    title: "About Us",
    paragraphs: ["{brand} bakes pizza by hand in stone ovens, with dough made fresh in every restaurant every morning."],
  },
  contact: {
    title: "Contact Us",
    paragraphs: ["For a question about an order, call the restaurant you ordered from: its number is on your confirmation."],
  },
  careers: { title: "Careers", paragraphs: ["We are always looking for pizzaiolos, front-of-house teams and managers."] },
  privacy: {
    title: "Privacy policy",
    paragraphs: ["We use your details only to take, prepare and deliver your order, and to run your account if you have one."],
  },
  terms: { title: "Terms and conditions", paragraphs: ["Orders are accepted when payment is taken. Prices include VAT."] },
  cookies: {
    title: "Cookie policy",
    paragraphs: ["We set our own cookies only: no other company's cookie or script is used on this site."],
    sections: [
      {
        heading: "Strictly necessary",
        paragraphs: [
          "These are always on: the site cannot work without them.",
          "BASKET_ID keeps your basket. A signed session cookie keeps you logged in. cookie_accepted remembers your cookie choice: true when you accepted all cookies, necessary when you refused analytics. menu_allergens remembers the allergens you asked the menu to leave out, until you change the filter. OOP_IN_APP tells us the site is open inside our app. REWARDS_LEFT remembers when you last went back to your basket, so reward picks you did not save are forgotten. BASKET_TOLD remembers which basket messages you have seen, such as a voucher that was removed, so each is shown once.",
        ],
      },
      {
        heading: "Analytics",
        paragraphs: [
          "Only when you accept them: 'Accept cookies' on the banner accepts all cookies, or tick Analytics in the cookie settings. We then count what is added to baskets and how the basket and checkout are used, on our own servers, with your basket's random id and no name, e-mail, address or IP address. Nothing is passed to other companies.",
        ],
      },
      {
        heading: "Changing your mind",
        paragraphs: ["You can change your choice at any time in the cookie settings. In our app, use the app's own privacy settings."],
        link: { text: "Change your cookie settings", href: cookieSettingsHref(paths.info("cookies")) },
      },
    ],
  },
  "delivery-help": {
    title: "Delivery help",
    paragraphs: ["Delivery orders are brought by our delivery partner. If your order is late, call the restaurant."],
  },
  "delivery-partners": {
    title: "Order {brand} for delivery",
    paragraphs: ["Delivery is also available through our delivery partner's own app."],
  },
};

/** Social and app-store links lead to one page each in this build of the site. */
export function findInfoPage(slug: string, brand: StatementBrand): InfoPage | null {
  if (slug === "accessibility") return accessibilityStatement(brand);
  const brandName = brand.name;
  // Only the table's own pages: an address such as /info/__proto__ or /info/constructor names none.
  const own = Object.hasOwn(infoPages, slug) ? infoPages[slug] : undefined;
  const page = own ?? (slug.startsWith("social-") || slug.startsWith("app-") ? infoPages.about! : null);
  if (!page) return null;
  const fill = (s: string) => s.replaceAll("{brand}", brandName);
  return { title: fill(page.title), paragraphs: page.paragraphs.map(fill), list: page.list };
}
