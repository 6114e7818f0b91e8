import { ALLERGENS } from "./allergens";

// Short information pages linked from the header, hero and footer. Text is per brand where it
// differs ({brand} is replaced by the brand name).
export interface InfoPage {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const ALLERGENS_14 = ALLERGENS.map(([, name]) => name);

export const infoPages: Record<string, InfoPage> = {
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
    paragraphs: [
      "BASKET_ID keeps your basket; it is strictly necessary. cookie_accepted remembers that you accepted cookies. OOP_IN_APP tells us the site is open inside our app. A signed session cookie keeps you logged in.",
    ],
  },
  accessibility: {
    title: "Accessibility",
    paragraphs: ["This site aims to meet WCAG 2.2 AA. It works with a keyboard, a screen reader, and with JavaScript turned off."],
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
export function findInfoPage(slug: string, brandName: string): InfoPage | null {
  const page = infoPages[slug] ?? (slug.startsWith("social-") || slug.startsWith("app-") ? infoPages.about! : null);
  if (!page) return null;
  const fill = (s: string) => s.replaceAll("{brand}", brandName);
  return { title: fill(page.title), paragraphs: page.paragraphs.map(fill), list: page.list };
}
